import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";
import { CATEGORIES } from "~/domain/categories";

const IDLE_DELAY_MS = 1000;
const STAGGER_MS = 100;
const PAGES = [...CATEGORIES.map((c) => `/category/${c.id}`), "/methodology", "/blog", "/quiz"];

/**
 * Once the browser has been idle for 1 s, prefetches the pages people visit next, one every
 * 100 ms so the prefetches never compete with the current page. A failed prefetch is only a
 * missed optimisation: link prefetches fail silently.
 */
export function IdlePrefetch() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const timers: number[] = [];
    const start = () => {
      for (let i = 0; i < PAGES.length; i++) timers.push(window.setTimeout(() => setCount(i + 1), i * STAGGER_MS));
    };
    const idle = window.setTimeout(() => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 2000 });
      else start();
    }, IDLE_DELAY_MS);
    return () => {
      window.clearTimeout(idle);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);
  return (
    <>
      {PAGES.slice(0, count).map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
