import { useEffect } from 'react';

/** Sets `<meta name="description">` while the page is shown and puts the previous text back afterwards. */
export function useMetaDescription(content: string | null): void {
  useEffect(() => {
    if (!content) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const element = meta;
    const previous = element.content;
    element.content = content;
    return () => {
      if (created) element.remove();
      else element.content = previous;
    };
  }, [content]);
}
