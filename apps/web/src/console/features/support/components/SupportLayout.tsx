import { Outlet } from 'react-router-dom';
import { useConsoleTranslation } from '../../../lib/i18n';
import { SectionLinks } from '../../../ui/SectionLinks';
import ui from '../../../ui/ui.module.css';

/** Support: the feedback inbox and the chat mutes, each a page with its own address. */
export function SupportLayout() {
  const { t } = useConsoleTranslation();
  return (
    <div className={ui.page}>
      <SectionLinks
        label={t('support.sections')}
        links={[
          { path: 'feedback', label: t('support.feedback') },
          { path: 'chat-mutes', label: t('support.chatMutes') },
        ]}
      />
      <Outlet />
    </div>
  );
}
