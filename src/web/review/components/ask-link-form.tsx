import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Notice } from '../../public-pages/components/notice.tsx';
import { NETWORK_ERROR, toPublicApiError } from '../../public-pages/lib/public-api.ts';
import { useReviewI18n } from '../i18n/i18n.ts';
import { requestReviewLink } from '../lib/review-api.ts';
import { checkEmail, EMAIL_MAX_LENGTH, type EmailProblem } from '../lib/review-input.ts';

/**
 * "Send me my link": a customer who visited gives the e-mail they booked with. The page answers
 * the same words whether or not it matched a visit, so nobody can learn who is a client here.
 */
export function AskLinkForm({ businessId }: { businessId: string }) {
  const { tr } = useReviewI18n();
  const id = useId();
  const [email, setEmail] = useState('');
  // Filled only by robots, which fill every field; people never see it.
  const [website, setWebsite] = useState('');
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const focusEmail = () => document.getElementById(`${id}-email`)?.focus();

  const submit = async () => {
    const checked = checkEmail({ email, website });
    if (!checked.ok) {
      setProblem(checked.problem);
      focusEmail();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await requestReviewLink(businessId, checked.body);
      setDone(true);
    } catch (cause) {
      const error = toPublicApiError(cause);
      if (error.fields.email) {
        setProblem('emailInvalid');
        focusEmail();
      } else {
        setFailure(error.code === NETWORK_ERROR ? tr('errors.network') : error.message);
      }
    } finally {
      setSending(false);
    }
  };

  const problemText =
    problem === 'emailRequired'
      ? tr('ask.emailRequired')
      : problem === 'emailTooLong'
        ? tr('ask.emailTooLong')
        : problem
          ? tr('ask.emailInvalid')
          : null;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="ask-review-link">
      <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-foreground">
        {tr('ask.title')}
      </h2>
      {done ? (
        <div className="space-y-3">
          <Notice variant="success" title={tr('ask.doneTitle')} live>
            <p>{tr('ask.doneText')}</p>
          </Notice>
          <Button
            variant="outline"
            onClick={() => {
              setDone(false);
              setEmail('');
            }}
          >
            <MailCheck aria-hidden="true" />
            {tr('ask.again')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="space-y-3"
        >
          <p className="text-sm text-muted-foreground">{tr('ask.text')}</p>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-email`} className="text-sm font-medium text-foreground">
              {tr('ask.email')}
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setProblem(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
            {problemText && (
              <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
                {problemText}
              </p>
            )}
          </div>
          <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
            <label htmlFor={`${id}-website`}>{tr('ask.website')}</label>
            <input
              id={`${id}-website`}
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </div>
          {failure && (
            <Notice variant="error" title={tr('ask.failureTitle')} live>
              <p>{failure}</p>
            </Notice>
          )}
          <Button type="submit" disabled={sending} className="w-full sm:w-auto">
            {sending ? tr('ask.sending') : tr('ask.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
