import { useEffect } from 'react';

export const PORTAL_NAME = 'Basin Water Portal';

/** Sets the document title of a page: '<title> | Basin Water Portal'. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${PORTAL_NAME}`;
  }, [title]);
}
