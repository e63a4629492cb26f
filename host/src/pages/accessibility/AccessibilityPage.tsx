import { Typography } from 'antd';
import { getRuntimeConfig, useDocumentTitle, useT } from '@basin/shared';

const { Title, Paragraph } = Typography;

export default function AccessibilityPage() {
  const t = useT();
  useDocumentTitle(t('host.accessibility.title'));
  const { contact } = getRuntimeConfig();
  return (
    <article style={{ maxWidth: 860, margin: '0 auto', padding: 24 }}>
      <Title level={1}>{t('host.accessibility.title')}</Title>
      <Paragraph>{t('host.accessibility.commitment')}</Paragraph>
      <Title level={2}>{t('host.accessibility.whatWeDo')}</Title>
      <ul>
        <li>{t('host.accessibility.keyboard')}</li>
        <li>{t('host.accessibility.tables')}</li>
        <li>{t('host.accessibility.contrast')}</li>
        <li>{t('host.accessibility.landmarks')}</li>
        <li>{t('host.accessibility.checks')}</li>
        <li>{t('host.accessibility.languages')}</li>
      </ul>
      <Title level={2}>{t('host.accessibility.thirdParty')}</Title>
      <Paragraph>{t('host.accessibility.thirdPartyText')}</Paragraph>
      <Title level={2}>{t('host.accessibility.contact')}</Title>
      <Paragraph>
        {t.rich('host.accessibility.contactText', {
          email: () => <a href={`mailto:${contact.email}`}>{contact.email}</a>,
          phone: () => <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>,
        })}
      </Paragraph>
    </article>
  );
}
