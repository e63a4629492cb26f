import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { getRuntimeConfig, isVisibleTo, routeGroupTitle, routeTitle, useBasinStore, useT } from '@basin/shared';
import { ExternalLink } from '../ui/ExternalLink';
import { EXTRA_LINKS, groupOfPath, NAV_GROUPS } from './navigation';
import './sidebar.css';

/**
 * The sidebar's navigation, as the WAI-ARIA disclosure pattern (site navigation is a list of links,
 * not an application menu): each group is a button that shows or hides its links. One group is open
 * at a time, and the current page's group opens by itself.
 */
export function SidebarMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const openGroup = useBasinStore((state) => state.openGroup);
  const setOpenGroup = useBasinStore((state) => state.setOpenGroup);
  const user = useBasinStore((state) => state.user);
  const { links } = getRuntimeConfig();
  const extraLinks = EXTRA_LINKS.filter((entry) => isVisibleTo(entry.visibleTo, user));

  useEffect(() => {
    const group = groupOfPath(pathname);
    if (group) setOpenGroup(group);
  }, [pathname, setOpenGroup]);

  return (
    <ul className="sidebar">
      <li>
        <NavLink to="/" end onClick={onNavigate} className="sidebar__link">
          {t('host.sidebar.home')}
        </NavLink>
      </li>
      {NAV_GROUPS.map((group) => {
        const open = openGroup === group.key;
        const listId = `sidebar-group-${group.key}`;
        return (
          <li key={group.key}>
            <button
              type="button"
              className="sidebar__group"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpenGroup(open ? null : group.key)}
            >
              {routeGroupTitle(t, group.key)}
              <span className="sidebar__chevron" aria-hidden="true" />
            </button>
            <ul id={listId} className="sidebar__links" hidden={!open}>
              {group.links.filter((link) => isVisibleTo(link.visibleTo, user)).map((link) => (
                <li key={link.path}>
                  <NavLink to={link.path} onClick={onNavigate} className="sidebar__link">
                    {routeTitle(t, link)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
      {extraLinks.map((entry, index) => (
        <li key={entry.titleKey} className={index === 0 ? 'sidebar__separator' : undefined}>
          {'path' in entry ? (
            <NavLink to={entry.path} onClick={onNavigate} className="sidebar__link">
              {t(entry.titleKey)}
            </NavLink>
          ) : (
            <ExternalLink href={links[entry.link]}>{t(entry.titleKey)}</ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}
