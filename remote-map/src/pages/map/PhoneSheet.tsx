// A phone's bottom sheet (Filters, Map options, Results): antd's Drawer, loaded on the first opening so
// the map's first view does not download it (issue 17).
import type { ReactNode } from 'react';
import { Drawer } from 'antd';

export default function PhoneSheet({ open, onClose, title, size, children }: { open: boolean; onClose: () => void; title: string; size: string; children: ReactNode }) {
  return (
    <Drawer placement="bottom" open={open} onClose={onClose} title={title} size={size} className="map-phone-sheet">
      {children}
    </Drawer>
  );
}
