import { useEffect } from 'react';
import { Menu, type MenuProps } from 'antd';
import { NavLink, useLocation } from 'react-router-dom';
import { getRuntimeConfig, useBasinStore, type RouteGroup } from '@basin/shared';
import { groupOfPath, NAV_GROUPS } from './navigation';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** The sidebar's menu: one group open at a time, the current page's group opened by itself. */
export function SidebarMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const openGroup = useBasinStore((state) => state.openGroup);
  const setOpenGroup = useBasinStore((state) => state.setOpenGroup);
  const collapsed = useBasinStore((state) => state.sidebarCollapsed);
  const { links } = getRuntimeConfig();

  useEffect(() => {
    const group = groupOfPath(pathname);
    if (group) setOpenGroup(group);
  }, [pathname, setOpenGroup]);

  const items: MenuProps['items'] = [
    { key: '/', label: <NavLink to="/" onClick={onNavigate} end>Home</NavLink> },
    ...NAV_GROUPS.map((group) => ({
      key: group.key,
      label: group.title,
      children: group.links.map((link) => ({
        key: link.path,
        label: (
          <NavLink to={link.path} onClick={onNavigate}>
            {link.title}
          </NavLink>
        ),
      })),
    })),
    { type: 'divider' as const },
    { key: 'import-data', label: <ExternalLink href={links.importData}>Import Data</ExternalLink> },
    { key: 'flood-alert', label: <ExternalLink href={links.floodAlert}>Flood Alert</ExternalLink> },
  ];

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[pathname]}
      openKeys={collapsed || !openGroup ? [] : [openGroup]}
      onOpenChange={(keys) => {
        // Only one group open: the one just opened, or none when the open one was closed.
        const opened = keys.find((key) => key !== openGroup) as RouteGroup | undefined;
        setOpenGroup(opened ?? null);
      }}
    />
  );
}
