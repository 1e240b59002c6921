import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionGuard } from '../../session';

// The form is its own chunk: pages that show the button download it only when it is opened.
const FeedbackDialog = lazy(() =>
  import('./FeedbackDialog').then((module) => ({ default: module.FeedbackDialog })),
);

/**
 * Opens the feedback form. A visitor gets the login popup and a demo account the
 * in_need_true_account warning instead (the action guard), as the server refuses them too.
 */
export function FeedbackButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const guard = useActionGuard();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => guard(() => setOpen(true))}>
        {t('feedback.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
