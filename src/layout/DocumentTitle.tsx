import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** The browser tab names the page, then the product, in the page's language: "Clientes · Back office de logística". */
export const useDocumentTitle = (title: string | undefined) => {
  const name = useTranslate()('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
};

/**
 * The tab follows the top bar's title. Every page names itself there through react-admin's
 * `<Title>` (lists, forms and show pages by their defaults), which renders into the
 * `#react-admin-title` portal, so the text is read from the portal as it changes.
 */
export const DocumentTitle = () => {
  const [title, setTitle] = useState<string>();
  useEffect(() => {
    const portal = document.getElementById('react-admin-title');
    if (!portal) return;
    const read = () => setTitle(portal.textContent?.trim() || undefined);
    read();
    const observer = new MutationObserver(read);
    observer.observe(portal, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  useDocumentTitle(title);
  return null;
};
