import { Typography } from 'antd';
import { getRuntimeConfig, useDocumentTitle } from '@basin/shared';

const { Title, Paragraph } = Typography;

export default function AccessibilityPage() {
  useDocumentTitle('Accessibility');
  const { contact } = getRuntimeConfig();
  return (
    <article style={{ maxWidth: 860, margin: '0 auto', padding: 24 }}>
      <Title level={1}>Accessibility</Title>
      <Paragraph>
        The Basin Water Portal is committed to being usable by everyone. We aim to conform to the Web Content
        Accessibility Guidelines (WCAG) 2.2 at level AA.
      </Paragraph>
      <Title level={2}>What we do</Title>
      <ul>
        <li>Every page and control works with the keyboard alone, with a visible focus and a skip link to the content.</li>
        <li>Charts have a table of the same data, and the map has a list of the locations it shows.</li>
        <li>Colours meet the contrast ratios of WCAG 2.2 AA, and colour is never the only way information is given.</li>
        <li>Pages have landmarks, ordered headings and labelled form fields for screen readers.</li>
        <li>Automated accessibility checks (axe-core, WCAG 2.2 A and AA rules) run on every page before each release.</li>
      </ul>
      <Title level={2}>Third-party content</Title>
      <Paragraph>
        Some content comes from other providers, such as map tiles, the embedded statistics dashboard of the PRF
        Statistics Tool and linked reports. We choose accessible providers where we can, but we cannot guarantee the
        accessibility of content we do not control.
      </Paragraph>
      <Title level={2}>Contact us</Title>
      <Paragraph>
        If something on the portal is hard to use, or you need data in another format, tell us: e-mail{' '}
        <a href={`mailto:${contact.email}`}>{contact.email}</a> or call <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>.
        We answer within five working days.
      </Paragraph>
    </article>
  );
}
