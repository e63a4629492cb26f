import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width of an element, following its resizes (ResizeObserver); `fixed` wins when given (tests,
 * print). Returns a callback ref, so it also measures an element that mounts later (after loading).
 * 0 until measured, and where there is no layout (jsdom).
 */
export function useContainerWidth(fixed?: number): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [measured, setMeasured] = useState(0);
  const ref = useCallback((node: HTMLElement | null) => setElement(node), []);

  useLayoutEffect(() => {
    if (fixed !== undefined || !element) return undefined;
    setMeasured(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setMeasured(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, fixed]);

  return [ref, fixed ?? measured];
}
