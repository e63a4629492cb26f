import { lazy, memo, Suspense, useState } from 'react';
import { Button, Spin } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { useT } from '@basin/shared';

/** The dialog and its antd parts load on the first Share (issue 17: not at the map's first view). */
const ShareDialog = lazy(() => import('./ShareDialog'));

/**
 * Share (issue 13): the link of the current view (the URL holds the whole state), and the iframe
 * snippet of an embed route with the same view.
 */
function ShareButtonComponent() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        icon={<ShareAltOutlined />}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {t('map.share.button')}
      </Button>
      {loaded && (
        <Suspense fallback={<Spin fullscreen delay={200} description={t('map.share.loading')} />}>
          <ShareDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export const ShareButton = memo(ShareButtonComponent);
