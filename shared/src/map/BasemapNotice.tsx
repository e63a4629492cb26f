import { tokens, useT } from '@basin/shared';

/** The notice's English (tests read it); the page shows the catalogue's `shared.map.basemapFailed`. */
export const BASEMAP_FAILED_TEXT = 'Basemap tiles could not be loaded; sites and layers are still shown.';

/**
 * A small polite status over a map whose basemap tiles failed (issue 30): without it a visitor sees a
 * blank background and cannot tell why.
 */
export function BasemapNotice({ failed }: { failed: boolean }) {
  const t = useT();
  if (!failed) return null;
  return (
    <div
      role="status"
      className="basin-basemap-notice"
      style={{
        position: 'absolute',
        zIndex: 3,
        // At the bottom, above the scale bar and attribution: the top holds the search box and the controls.
        bottom: 40,
        left: '50%',
        transform: 'translateX(-50%)',
        maxWidth: 'calc(100% - 120px)',
        pointerEvents: 'none',
        background: 'rgba(255, 255, 255, 0.95)',
        border: `1px solid ${tokens.colors.border}`,
        borderRadius: 6,
        padding: '4px 10px',
        fontSize: 13,
        color: tokens.colors.text,
      }}
    >
      {t('shared.map.basemapFailed')}
    </div>
  );
}
