import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type LayoutType, isLayoutType } from './settings';

/**
 * docs/domain.md "Shell and theme settings": `?layout=horizontal` (any layout value) chooses the layout. The choice is saved like
 * one made in the panel and the parameter leaves the URL, so the panel can change it again.
 * Returns the layout asked for while the URL still carries it.
 */
export const useLayoutQuery = (save: (layout: LayoutType) => void): LayoutType | undefined => {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const wanted = new URLSearchParams(search).get('layout');
  useEffect(() => {
    if (!isLayoutType(wanted)) return;
    save(wanted);
    const rest = new URLSearchParams(search);
    rest.delete('layout');
    const query = rest.toString();
    navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
  }, [wanted, save, navigate, pathname, search, hash]);
  return isLayoutType(wanted) ? wanted : undefined;
};
