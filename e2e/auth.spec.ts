import type { Page } from '@playwright/test';
import {
  expect,
  failedApiCalls,
  openAppSidebar,
  PASSWORD,
  signInThroughForm,
  signUpThroughApi,
  test,
  toast,
  uniqueEmail,
} from './support/fixtures.ts';
import {
  APP_URL,
  DEMO_ADMIN,
  DEMO_BUSINESS_NAME,
  DEMO_PASSWORD,
  DEMO_PROFESSIONAL,
  SUPER_ADMIN,
} from './support/env.ts';

// Sign-up, sign-in, sign-out and the guards (docs/accounts.md), at 1280 px. On a phone:
// screens.spec.ts opens each role's menu drawer (its links, the role) and layout.spec.ts signs out from it.

test('sign-up with e-mail and password lands on the dashboard of a new business on trial', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Criar conta grátis' }).click();
  await expect(page.getByRole('heading', { name: 'Criar sua conta' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();

  // Signed in already, on a trial that has begun: the toast says so.
  await expect(toast(page, 'Conta criada!')).toContainText(
    'Você já está dentro: seu teste grátis de 7 dias do plano Business começou.',
  );
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('subscription-banner')).toContainText('Teste grátis do plano Business');
  const sidebar = await openAppSidebar(page);
  await expect(sidebar.getByTestId('business-name')).toHaveText(`Negócio de ${email.split('@')[0]}`);
  await expect(sidebar.getByText('Administrador', { exact: true })).toBeVisible();
});

/** The e-mail confirmation links sent to `email`, read from the local mailbox once there are `count`. */
async function confirmationLinks(page: Page, email: string, count: number): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const mailbox = (await (await page.request.get('/api/mailbox')).json()) as {
          items: { to: string; text: string }[];
        };
        links = mailbox.items.flatMap((item) =>
          item.to === email ? (item.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/g) ?? []) : [],
        );
        return links.length;
      },
      { timeout: 30_000, message: `${count} confirmation link(s) to ${email} in the local mailbox` },
    )
    .toBe(count);
  return links;
}

test('the sign-up e-mail confirms the address, back on the site root; an altered link says so and sends a new one', async ({
  page,
}) => {
  const email = uniqueEmail();
  await signUpThroughApi(page.request, email);
  const [first] = await confirmationLinks(page, email, 1);

  await page.goto(first!.replace(/token=([\w.-]+)/, 'token=$1x'));
  const invalid = toast(page, 'Link de confirmação inválido');
  await expect(invalid).toContainText(`Peça um novo link para ${email}.`);
  await invalid.getByRole('button', { name: 'Enviar novo link' }).click();
  await expect(toast(page, 'Novo link enviado')).toContainText(email);
  await expect(page).toHaveURL('/dashboard');

  const links = await confirmationLinks(page, email, 2);
  // Two links made within one second are the same link.
  await page.goto(links.find((link) => link !== first) ?? first!);
  await expect(toast(page, 'E-mail confirmado')).toContainText('Obrigado! Seu endereço de e-mail está confirmado.');
  // Signed in, the site root sends the owner on to the dashboard; the mark is gone from the address.
  await expect(page).toHaveURL('/dashboard');
});

test('the owner of the demo signs in and lands on the dashboard of Studio Bella Demo', async ({ page }) => {
  // Hold the answer back a moment to see the submitting state (docs/accounts.md).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-in/email', async (route) => {
    await held;
    await route.continue();
  });
  await signInThroughForm(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
  release();

  await expect(toast(page, 'Bem-vindo!')).toContainText('Login realizado com sucesso.');
  await expect(page).toHaveURL('/dashboard');
  const sidebar = await openAppSidebar(page);
  await expect(sidebar.getByTestId('business-name')).toHaveText(DEMO_BUSINESS_NAME);
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  // Writing to the people who run Agendo happens inside the app, the sidebar beside it.
  await sidebar.getByRole('link', { name: 'Enviar mensagem' }).click();
  await expect(page).toHaveURL('/enviar-mensagem');
  await expect(page.getByRole('heading', { name: 'Enviar mensagem', level: 1 })).toBeVisible();
  await expect(sidebar.getByTestId('business-name')).toHaveText(DEMO_BUSINESS_NAME);

  // The super admin panel is not the owner's: back to the dashboard, told why.
  const failed = failedApiCalls(page);
  await page.goto('/super-admin');
  await expect(page).toHaveURL('/dashboard');
  await expect(toast(page, 'Painel só para a equipe do Agendo')).toContainText('Você voltou para o seu negócio.');
  // Nothing asked on the way was refused: the page asks only what its visitor can have.
  await page.goto('/?no_redirect=1');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(failed).toEqual([]);
});

test('a super admin without a business is sent from business pages to the panel, told why, and signs out from it', async ({
  page,
}) => {
  const failed = failedApiCalls(page);
  await page.goto('/');
  await page.goto('/blog');
  await signInThroughForm(page, SUPER_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL('/super-admin');
  for (const path of ['/dashboard', '/enviar-mensagem']) {
    await page.goto(path);
    await expect(page).toHaveURL('/super-admin');
    await expect(toast(page, 'Aquela página é de um negócio')).toContainText(
      'Sua conta de super admin não tem um negócio próprio',
    );
    await expect(page.getByText('Entrar na sua conta')).toHaveCount(0);
  }
  await page.goto('/auth');
  await expect(page).toHaveURL('/super-admin');

  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await expect(toast(page, 'Logout realizado')).toBeVisible();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
  // Neither the visitor's pages nor the super admin's asked anything they could not have.
  expect(failed).toEqual([]);
});

test('a wrong password shows the toast "Erro ao entrar" and stays on /auth', async ({ page, request }) => {
  const email = uniqueEmail();
  await signUpThroughApi(request, email);
  await signInThroughForm(page, email, 'senha-errada-000');
  await expect(toast(page, 'Erro ao entrar')).toContainText('E-mail ou senha incorretos.');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
});

test('after five wrong passwords for an e-mail, sign-in is refused with a translated message', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await signUpThroughApi(request, email);
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await request.post(`${APP_URL}/api/auth/sign-in/email`, {
      data: { email, password: `senha-errada-${attempt}` },
      headers: { origin: APP_URL },
    });
    expect(response.status(), `attempt ${attempt}`).toBe(401);
  }
  // Even the right password is turned away until the window ends.
  await signInThroughForm(page, email, PASSWORD);
  await expect(toast(page, 'Erro ao entrar')).toContainText('Muitas tentativas. Aguarde 15 min e tente novamente.');
  await expect(page).toHaveURL('/auth');
});

test('sign-out from the sidebar shows "Logout realizado" and lands on /auth', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const sidebar = await openAppSidebar(page);
  await sidebar.getByRole('button', { name: 'Sair' }).click();

  await expect(toast(page, 'Logout realizado')).toContainText('Até logo!');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
  // The session is gone on the server too.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth');
});

test('each validation message shows under its field, nothing is sent, and the toggle clears them', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/auth\/sign-(in|up)/.test(request.url())) sent.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/auth');
  const email = page.getByLabel('E-mail', { exact: true });
  const password = page.getByLabel('Senha', { exact: true });
  const submit = page.getByRole('button', { name: 'Entrar', exact: true });

  // Both fields empty.
  await submit.click();
  await expect(page.getByText('E-mail inválido')).toBeVisible();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  // Not an e-mail; a password of 5 characters.
  await email.fill('isto-nao-e-um-email');
  await password.fill('12345');
  await submit.click();
  await expect(page.getByText('E-mail inválido')).toBeVisible();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();

  // 256 characters is one too many for an e-mail; 101 for a password.
  const longEmail = `${'a'.repeat(244)}@example.com`;
  expect(longEmail).toHaveLength(256);
  await email.fill(longEmail);
  await password.fill('x'.repeat(101));
  await submit.click();
  await expect(page.getByText('O e-mail deve ter no máximo 255 caracteres')).toBeVisible();
  await expect(page.getByText('A senha deve ter no máximo 100 caracteres')).toBeVisible();
  await expect(email).toHaveValue(longEmail);

  // 255 and 100 are the limits themselves; a 5-character password keeps the form from being sent.
  const email255 = `${'a'.repeat(243)}@example.com`;
  expect(email255).toHaveLength(255);
  await email.fill(email255);
  await password.fill('12345');
  await submit.click();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  await expect(page.getByText('O e-mail deve ter no máximo 255 caracteres')).toBeHidden();
  await expect(page.getByText('E-mail inválido')).toBeHidden();
  await email.fill('isto-nao-e-um-email');
  await password.fill('y'.repeat(100));
  await submit.click();
  await expect(page.getByText('E-mail inválido')).toBeVisible();
  await expect(page.getByText(/A senha deve ter/)).toBeHidden();

  // The toggle to sign-up clears the errors …
  await page.getByRole('button', { name: 'Criar conta grátis' }).click();
  await expect(page.getByRole('heading', { name: 'Criar sua conta' })).toBeVisible();
  await expect(page.getByText('E-mail inválido')).toBeHidden();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  // … and sign-up validates the same way.
  await password.fill('123');
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
  await expect(page.getByText('E-mail inválido')).toBeVisible();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  // And back to login clears them again.
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
  await expect(page.getByText('E-mail inválido')).toBeHidden();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeHidden();

  expect(sent).toEqual([]);
});

test('a signed-out visit to /agenda lands on /auth', async ({ page }) => {
  await page.goto('/escolha-plano');
  await page.goto('/agenda');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
  // The guard replaced the history entry: going back skips /agenda.
  await page.goBack();
  await expect(page).toHaveURL('/escolha-plano');
});

test('the professional lands on /agenda and sees "Acesso Negado" on an admin page', async ({ page }) => {
  await signInThroughForm(page, DEMO_PROFESSIONAL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
  await expect(
    page.getByText(
      'Você não tem permissão para acessar esta página. Esta área é restrita apenas para administradores.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a Agenda' }).click();
  await expect(page).toHaveURL('/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();

  // The sidebar names the role and offers a professional no admin page.
  const sidebar = await openAppSidebar(page);
  await expect(sidebar.getByText('Profissional', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Agenda' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  // On the landing page every way back into the app leads to the schedule, not to a refusal.
  await page.goto('/#precos');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/agenda');
  const heroLink = page.getByRole('link', { name: 'Ir para a agenda' }).first();
  await expect(heroLink).toHaveAttribute('href', '/agenda');
  await heroLink.click();
  await expect(page).toHaveURL('/agenda');
});

test('an invited professional is welcomed, creates her password and is signed in on the schedule', async ({
  page,
  request,
}) => {
  // The owner (in a context of her own) invites a professional of her team by e-mail.
  await signUpThroughApi(request, uniqueEmail());
  const headers = { origin: APP_URL, 'accept-language': 'pt-BR' };
  const professional = await request.post('/api/professionals', { data: { fullName: 'Bruna Lima' }, headers });
  expect(professional.status(), await professional.text()).toBe(201);
  const invitedEmail = uniqueEmail('bruna');
  const { id: professionalId } = (await professional.json()) as { id: string };
  const invited = await request.post('/api/users', {
    data: { mode: 'invite', professionalId, email: invitedEmail },
    headers,
  });
  expect(invited.status(), await invited.text()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = (await (await request.get('/api/mailbox')).json()) as { items: { to: string; text: string }[] };
        link = mailbox.items
          .find((item) => item.to.includes(invitedEmail))
          ?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
        return link;
      },
      { timeout: 30_000, message: `the invitation to ${invitedEmail} in the local mailbox` },
    )
    .toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Boas-vindas ao Agendo', level: 1 })).toBeVisible();
  await expect(page.getByText(`Crie a sua senha para entrar na agenda com o e-mail ${invitedEmail}.`)).toBeVisible();
  await page.getByLabel('Sua senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme a senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar senha e entrar' }).click();

  await expect(toast(page, 'Tudo pronto!')).toContainText('Sua senha foi criada e você já está dentro.');
  await expect(page).toHaveURL('/agenda');
  const sidebar = await openAppSidebar(page);
  await expect(sidebar.getByText('Bruna Lima')).toBeVisible();
  await expect(sidebar.getByText('Profissional', { exact: true })).toBeVisible();
});
