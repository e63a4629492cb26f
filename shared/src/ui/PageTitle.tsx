import { useEffect } from 'react';

export const PORTAL_NAME = 'Basin Water Portal';

/** Sets the document title of a page: '<title> | Basin Water Portal'. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PORTAL_NAME}` : PORTAL_NAME;
  }, [title]);
}
