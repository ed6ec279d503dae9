import { type IconComponent, Monitor, Moon, Sun } from "~/components/icons";
import { useEffect, useState } from "react";

export type ThemeChoice = "light" | "dark" | "system";
const STORAGE_KEY = "theme";

// Runs before first paint, so a dark-mode reader never sees a flash of the light theme.
const themeBootstrap = `(function(){try{var t=localStorage.getItem('${STORAGE_KEY}');var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);var r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light';}catch(e){}})();`;

export function ThemeScript({ nonce }: { nonce?: string }) {
  // Browsers hide nonce values from the DOM, so the hydrated attribute never matches. The script
  // has run by the time the page hydrates and React keeps the server's copy, so the browser's
  // bundle does not carry its text (import.meta.env.SSR is false there and the string drops out).
  const code = import.meta.env.SSR ? themeBootstrap : "";
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by the CSP nonce
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}

function readChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

function applyChoice(choice: ThemeChoice) {
  const dark = choice === "dark" || (choice === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

function useTheme() {
  const [choice, setChoice] = useState<ThemeChoice>("system");
  useEffect(() => setChoice(readChoice()), []);
  useEffect(() => {
    if (choice !== "system") return;
    const media = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyChoice("system");
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [choice]);
  const choose = (next: ThemeChoice) => {
    setChoice(next);
    try {
      if (next === "system") localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice still applies to this page.
    }
    applyChoice(next);
  };
  return { choice, choose };
}

const NEXT: Record<ThemeChoice, ThemeChoice> = { system: "light", light: "dark", dark: "system" };
const ICON: Record<ThemeChoice, IconComponent> = { light: Sun, dark: Moon, system: Monitor };

/** One button that cycles light, dark and system; its label says the current and next theme. */
export function ThemeToggle() {
  const { choice, choose } = useTheme();
  const Icon = ICON[choice];
  return (
    <button
      type="button"
      className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted"
      aria-label={`Theme: ${choice}. Switch to ${NEXT[choice]}`}
      title={`Theme: ${choice}`}
      onClick={() => choose(NEXT[choice])}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
