import { Building, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '../../contracts/session.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';

/** Who is signed in and for which business: what the signed-in pages show until their features arrive. */
export function WelcomeCard({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const name = me.profile.fullName || me.user.name;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('app.welcome.title', { name })}</CardTitle>
        <CardDescription>{t('app.welcome.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {/* dt and dd sit right in the group (a <dl> allows nothing else); the icon is placed beside them. */}
          <div className="relative min-w-0 rounded-xl bg-muted/60 p-4 pl-12">
            <Building className="absolute left-4 top-[1.125rem] size-5 text-link" aria-hidden="true" />
            <dt className="text-xs font-medium uppercase tracking-wider text-muted-foreground">{t('app.business')}</dt>
            <dd className="truncate font-semibold text-foreground">{me.business.name}</dd>
          </div>
          <div className="relative min-w-0 rounded-xl bg-muted/60 p-4 pl-12">
            <UserRound className="absolute left-4 top-[1.125rem] size-5 text-link" aria-hidden="true" />
            <dt className="text-xs font-medium uppercase tracking-wider text-muted-foreground">{t('app.role')}</dt>
            <dd className="font-semibold text-foreground">{t(`roles.${me.profile.role}`)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
