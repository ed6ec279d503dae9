import { type IconComponent, Moon, Sun } from "~/components/icons";
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

function deviceIsDark(): boolean {
  return matchMedia("(prefers-color-scheme: dark)").matches;
}

function applyChoice(choice: ThemeChoice) {
  const dark = choice === "dark" || (choice === "system" && deviceIsDark());
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

type Shown = "light" | "dark";

function useTheme() {
  const [choice, setChoice] = useState<ThemeChoice>("system");
  const [deviceDark, setDeviceDark] = useState(false);
  useEffect(() => {
    setChoice(readChoice());
    setDeviceDark(deviceIsDark());
    const media = matchMedia("(prefers-color-scheme: dark)");
    // A reader who follows the device sees its change at once; a stored choice stays put.
    const follow = () => {
      setDeviceDark(media.matches);
      if (readChoice() === "system") applyChoice("system");
    };
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);
  const device: Shown = deviceDark ? "dark" : "light";
  const shown: Shown = choice === "system" ? device : choice;
  const other: Shown = shown === "dark" ? "light" : "dark";
  // Every press flips what the reader sees. Choosing the theme the device already asks for is
  // stored as "follow the device", so a later change of the device setting is still followed.
  const flip = () => {
    const next: ThemeChoice = other === device ? "system" : other;
    setChoice(next);
    try {
      if (next === "system") localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice still applies to this page.
    }
    applyChoice(next);
  };
  return { choice, shown, other, flip };
}

const ICON: Record<Shown, IconComponent> = { light: Sun, dark: Moon };

/** One button that flips between light and dark; its label says the current theme and the next. */
export function ThemeToggle() {
  const { choice, shown, other, flip } = useTheme();
  const Icon = ICON[shown];
  const current = choice === "system" ? `${shown} (device setting)` : shown;
  return (
    <button
      type="button"
      className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted"
      aria-label={`Theme: ${current}. Switch to ${other}`}
      title={`Theme: ${current}`}
      onClick={flip}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
