import { useEffect, useState, type RefObject } from 'react';

/** Spec 000 §9: lazy content loads when it comes within 350 px of the viewport. */
export const lazyThresholdPx = 350;

/** True once the element has come within `margin` pixels of the viewport (and stays true). */
export function useNearViewport(ref: RefObject<Element | null>, margin = lazyThresholdPx): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
