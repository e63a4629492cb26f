import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@basin/shared';

export const NOT_FOUND_TEXT = 'Page not found. The page you are looking for might have been removed.';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section style={{ padding: 48, textAlign: 'center' }}>
      <Typography.Title level={1}>404</Typography.Title>
      <Typography.Paragraph>{NOT_FOUND_TEXT}</Typography.Paragraph>
      <Link to="/" style={{ display: "inline-block", padding: "6px 16px", borderRadius: 6, background: "#0b5f8a", color: "#ffffff", fontWeight: 600 }}>
        Return to home page
      </Link>
    </section>
  );
}
