import '../i18n/register-translations.ts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { ContactForm } from '../components/contact-form.tsx';

/**
 * /enviar-mensagem: a signed-in person writes to the people who run Agendo, inside the
 * app (the route guard sends anyone not signed in to /auth, and a super admin to their panel).
 */
export function SendMessagePage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  return (
    <div className="space-y-6">
      <PageHeader title={t('contact.send.title')} description={t('contact.send.description')} />
      <Card className="w-full max-w-2xl">
        <CardContent className="pt-6">
          <ContactForm me={me} />
        </CardContent>
      </Card>
    </div>
  );
}
