import { useEffect } from 'react';

export function formatDocumentTitle(title: string, siteName = 'JurisRDV'): string {
  return title ? `${title} | ${siteName}` : siteName;
}

/** Sets the tab title while the page is shown and puts the previous one back when it goes. */
export function useDocumentTitle(title: string, siteName = 'JurisRDV'): void {
  useEffect(() => {
    const previous = document.title;
    document.title = formatDocumentTitle(title, siteName);
    return () => {
      document.title = previous;
    };
  }, [title, siteName]);
}
