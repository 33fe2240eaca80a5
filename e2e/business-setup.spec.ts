import type { Page } from '@playwright/test';
import {
  expect,
  openAppSidebar,
  PASSWORD,
  requirePostgres,
  signInThroughForm,
  signUpThroughApi,
  test,
  toast,
  uniqueEmail,
  withDatabase,
} from './support/fixtures.ts';

// A new owner describes the whole business (docs/screens.md, docs/permissions.md) — guided setup,
// services, a professional with a week, a lunch break and services, clients (accent-free search),
// a login for the professional, who lands on /agenda and is refused admin pages; on the Básico
// plan (2 users) a third login is refused with a message naming the plan. At 1280 px (screens.spec.ts
// checks these pages and the professional's menu drawer at 375 px).

/** Goes to an admin page through the sidebar (the drawer on phones), as a person would. */
async function goThroughSidebar(page: Page, name: string, path: string): Promise<void> {
  const sidebar = await openAppSidebar(page);
  await sidebar.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

async function createService(
  page: Page,
  service: { name: string; description: string; minutes: string; price: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Novo serviço' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Novo serviço' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome', { exact: true }).fill(service.name);
  await dialog.getByLabel('Descrição (opcional)').fill(service.description);
  await dialog.getByLabel('Duração (minutos)').fill(service.minutes);
  await dialog.getByLabel('Preço').fill(service.price);
  await expect(dialog.getByRole('switch', { name: 'Ativo' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Serviço criado').filter({ hasText: service.name })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('service-row').filter({ hasText: service.name })).toBeVisible();
}

async function createClient(page: Page, client: { name: string; phone: string; email: string }): Promise<void> {
  await page.getByRole('button', { name: 'Novo cliente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Novo cliente' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome completo').fill(client.name);
  await dialog.getByLabel('Telefone (opcional)').fill(client.phone);
  await dialog.getByLabel('E-mail (opcional)').fill(client.email);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Cliente cadastrado').filter({ hasText: client.name })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('client-row').filter({ hasText: client.name })).toBeVisible();
}

/** Opens 'Dar acesso', picks the professional and an e-mail with a first password, and sends it. */
async function giveAccess(page: Page, professional: string, email: string): Promise<ReturnType<Page['getByRole']>> {
  await page.getByRole('button', { name: 'Dar acesso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dar acesso a um profissional' });
  await expect(dialog).toBeVisible();
  const select = dialog.getByLabel('Profissional', { exact: true });
  const option = select.locator('option').filter({ hasText: professional });
  await select.selectOption({ label: (await option.textContent()) ?? professional });
  await dialog.getByLabel('E-mail de acesso').fill(email);
  await dialog.getByRole('radio', { name: 'Definir senha' }).click();
  await expect(dialog.getByRole('radio', { name: 'Definir senha' })).toBeChecked();
  await dialog.getByLabel('Senha inicial').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Dar acesso' }).click();
  return dialog;
}

test('a new owner sets up the business, its team and clients, and gives the professional a login within the plan', async ({
  page,
}) => {
  // A long journey on a loaded machine: each step still waits for its own condition.
  test.setTimeout(180_000);
  const databaseUrl = requirePostgres();
  const suffix = uniqueEmail('x').slice(1, 7);
  const owner = await signUpThroughApi(page.request, uniqueEmail());

  // --- The guided setup on the first visit to the dashboard.
  await page.goto('/dashboard');
  const wizard = page.getByRole('region', { name: 'Vamos configurar seu negócio' });
  // The first visit loads the app and the dashboard's code: slow on a busy two-core machine.
  await expect(wizard).toBeVisible({ timeout: 30_000 });
  await expect(wizard).toHaveAttribute('data-testid', 'setup-wizard');

  // 1. The business: name and time zone (the browser's zone is the first guess).
  await wizard.getByLabel('Nome do negócio').fill(`Salão Bela Vista ${suffix}`);
  await expect(wizard.getByLabel('Fuso horário')).toHaveValue(/Sao Paulo/);
  await wizard.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(toast(page, 'Dados do negócio salvos')).toBeVisible();
  // A reload picks up at the next step: the one just saved counts as done (no phone or address asked).
  await expect(wizard.getByRole('listitem').filter({ hasText: 'Horário de funcionamento' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await page.reload();
  await expect(wizard.getByRole('listitem').filter({ hasText: 'Horário de funcionamento' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(wizard.getByRole('listitem').filter({ hasText: 'Seu negócio' })).not.toHaveAttribute(
    'aria-current',
    'step',
  );

  // 2. Opening hours: the starter week (weekdays 09:00–18:00, Saturday morning).
  await expect(wizard.getByRole('switch', { name: 'Aberto — Segunda-feira' })).toBeChecked();
  await expect(wizard.getByLabel('Início — Segunda-feira')).toHaveValue('09:00');
  await expect(wizard.getByRole('switch', { name: 'Aberto — Domingo' })).not.toBeChecked();
  await wizard.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(toast(page, 'Horário de funcionamento salvo')).toBeVisible();

  // 3. A first service.
  await wizard.getByLabel('Nome', { exact: true }).fill('Escova');
  await wizard.getByLabel('Duração (minutos)').fill('45');
  await wizard.getByLabel('Preço').fill('70,00');
  await wizard.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(toast(page, 'Serviço criado').filter({ hasText: 'Escova' })).toBeVisible();

  // 4. A first professional, who offers that service.
  await wizard.getByLabel('Nome completo').fill('Bruno Lima');
  await expect(wizard.getByRole('checkbox', { name: 'Escova' })).toBeChecked();
  await wizard.getByRole('button', { name: 'Concluir' }).click();
  await expect(toast(page, 'Profissional cadastrado').filter({ hasText: 'Bruno Lima' })).toBeVisible();
  const done = page.getByTestId('setup-done');
  await expect(done).toBeVisible();
  await expect(done.getByRole('heading', { name: 'Tudo pronto!' })).toBeVisible();
  await expect(page.getByTestId('setup-wizard')).toHaveCount(0);

  // --- Two services on /servicos.
  await goThroughSidebar(page, 'Serviços', '/servicos');
  await expect(page.getByTestId('service-row')).toHaveCount(1);
  await createService(page, {
    name: 'Corte feminino',
    description: 'Corte com lavagem e finalização.',
    minutes: '60',
    price: '90,00',
  });
  await createService(page, { name: 'Coloração', description: 'Coloração completa.', minutes: '120', price: '220,00' });
  await expect(page.getByTestId('service-row')).toHaveCount(3);
  await expect(page.getByTestId('service-row').filter({ hasText: 'Coloração' })).toContainText('R$');

  // --- A professional with a week, a lunch break and both services.
  await page.goto('/profissionais/novo');
  await expect(page.getByRole('heading', { name: 'Novo profissional', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Novo profissional' });
  await form.getByLabel('Nome completo').fill('Ana Paula Costa');
  await form.getByLabel('Especialização (opcional)').fill('Cabeleireira');
  await form.getByRole('checkbox', { name: /Corte feminino/ }).check();
  await form.getByRole('checkbox', { name: /Coloração/ }).check();
  await expect(form.getByRole('checkbox', { name: /Escova/ })).not.toBeChecked();
  // The week: Monday 08:00–17:00, copied to every day, then Sunday off.
  await expect(form.getByRole('switch', { name: 'Trabalha — Segunda-feira' })).toBeChecked();
  await form.getByLabel('Início — Segunda-feira').selectOption('08:00');
  await form.getByLabel('Fim — Segunda-feira').selectOption('17:00');
  await form.getByRole('button', { name: 'Copiar o horário de Segunda-feira para todos os dias' }).click();
  await expect(form.getByLabel('Fim — Sábado')).toHaveValue('17:00');
  await form.getByRole('switch', { name: 'Trabalha — Domingo' }).click();
  await expect(form.getByRole('switch', { name: 'Trabalha — Domingo' })).not.toBeChecked();
  await expect(form.getByLabel('Início — Domingo')).toBeDisabled();
  await expect(form.getByLabel('Início — Quarta-feira')).toHaveValue('08:00');
  // The lunch break, every day.
  await form.getByRole('button', { name: 'Adicionar intervalo' }).click();
  const lunch = form.getByRole('group', { name: 'Intervalo 1' });
  await lunch.getByLabel('Nome').fill('Almoço');
  await expect(lunch.getByLabel('Quando')).toHaveValue('');
  await lunch.getByLabel('Início').selectOption('12:00');
  await lunch.getByLabel('Fim').selectOption('13:00');
  await form.getByRole('button', { name: 'Salvar profissional' }).click();
  await expect(toast(page, 'Profissional cadastrado').filter({ hasText: 'Ana Paula Costa' })).toBeVisible();
  await expect(page).toHaveURL('/profissionais');
  const anaRow = page.getByTestId('professional-row').filter({ hasText: 'Ana Paula Costa' });
  await expect(anaRow).toContainText('2 serviços');
  await expect(page.getByTestId('professional-row')).toHaveCount(2);

  // What was saved, as the API has it.
  const professionals = await page.request.get('/api/professionals?search=Ana');
  expect(professionals.status()).toBe(200);
  const ana = (
    (await professionals.json()) as {
      items: Array<{ fullName: string; serviceIds: string[]; workingHours: unknown[]; breaks: unknown[] }>;
    }
  ).items.find((professional) => professional.fullName === 'Ana Paula Costa');
  expect(ana?.serviceIds).toHaveLength(2);
  expect(ana?.workingHours).toHaveLength(6);
  expect(ana?.workingHours).toContainEqual({ weekday: 1, start: '08:00', end: '17:00' });
  expect(ana?.breaks).toEqual([{ name: 'Almoço', start: '12:00', end: '13:00', weekday: null }]);

  // --- Three clients; 'joao' finds 'João'.
  await goThroughSidebar(page, 'Clientes', '/clientes');
  await createClient(page, { name: 'João Pereira', phone: '+55 11 91234-5678', email: `joao.${suffix}@example.com` });
  await createClient(page, {
    name: 'Maria Oliveira',
    phone: '+55 11 92345-6789',
    email: `maria.${suffix}@example.com`,
  });
  await createClient(page, { name: 'Carlos Souza', phone: '+55 11 93456-7890', email: `carlos.${suffix}@example.com` });
  await expect(page.getByTestId('client-row')).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Buscar por nome, telefone ou e-mail' }).pressSequentially('joao');
  await expect(page).toHaveURL('/clientes?busca=joao');
  await expect(page.getByTestId('client-row')).toHaveCount(1);
  await expect(page.getByTestId('client-row')).toContainText('João Pereira');
  await expect(page.getByRole('status').filter({ hasText: '1 cliente encontrado' })).toBeAttached();

  // --- A login for the professional, with a first password.
  await goThroughSidebar(page, 'Usuários', '/usuarios');
  await expect(page.getByTestId('users-usage')).toHaveText('1 de 10 usuários usados');
  const professionalEmail = uniqueEmail('ana');
  const accessDialog = await giveAccess(page, 'Ana Paula Costa', professionalEmail);
  await expect(toast(page, 'Acesso criado').filter({ hasText: 'Ana Paula Costa' })).toBeVisible();
  await expect(accessDialog).toBeHidden();
  await expect(page.getByTestId('users-usage')).toHaveText('2 de 10 usuários usados');
  await expect(page.getByTestId('user-row').filter({ hasText: professionalEmail })).toContainText('Profissional');

  // --- On the Básico plan (2 users, the owner counts) a third login is refused, naming the plan.
  await withDatabase(databaseUrl, async (client) => {
    const result = await client.query(
      `UPDATE businesses SET plan = 'basico', updated_at = now() WHERE id = (SELECT business_id FROM profiles WHERE id = $1)`,
      [owner.id],
    );
    expect(result.rowCount).toBe(1);
  });
  await page.reload();
  await expect(page.getByTestId('users-usage')).toHaveText('2 de 2 usuários usados');
  await expect(page.getByText('Plano Básico · o proprietário conta como usuário')).toBeVisible();
  await expect(page.getByTestId('users-at-limit')).toContainText('O plano Básico permite 2 usuários');
  const refusedDialog = await giveAccess(page, 'Bruno Lima', uniqueEmail('bruno'));
  const refusal = refusedDialog.getByTestId('user-limit-reached');
  await expect(refusal).toContainText(
    'O plano Básico permite 2 usuários e todos já estão em uso. Mude para um plano maior para liberar mais acessos.',
  );
  await expect(refusal.getByRole('link', { name: 'Ver planos e mudar de plano' })).toBeVisible();
  await expect(toast(page, 'Não foi possível dar acesso')).toBeVisible();
  await refusedDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('users-usage')).toHaveText('2 de 2 usuários usados');
  await expect(page.getByTestId('user-row')).toHaveCount(2);

  // --- The professional signs in, lands on their schedule, and is refused an admin page.
  await page.context().clearCookies();
  await signInThroughForm(page, professionalEmail, PASSWORD);
  await expect(page).toHaveURL('/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  // Their own column only.
  await expect(page.getByTestId('column-professional')).toHaveText(['Ana Paula Costa']);
  await page.goto('/servicos');
  await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo serviço' })).toHaveCount(0);
  // The API refuses too.
  const refused = await page.request.post('/api/services', {
    data: { name: 'Serviço não autorizado', durationMinutes: 30, priceCents: 1000 },
    headers: { 'accept-language': 'pt-BR' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
  const sidebar = await openAppSidebar(page);
  await expect(sidebar.getByRole('link', { name: 'Serviços' })).toHaveCount(0);
});

test('a list seen earlier in the visit shows a change made elsewhere', async ({ page }) => {
  // No refetch on mount (docs/screens.md) must not mean stale data: a list a change has invalidated is
  // fetched again when its page mounts (src/web/lib/query-client.ts).
  await signUpThroughApi(page.request, uniqueEmail());
  await page.goto('/profissionais');
  await expect(page.getByRole('heading', { name: 'Profissionais', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Novo profissional' }).first().click();
  await page.getByLabel('Nome completo').fill('Rita Lopes');
  await page.getByRole('button', { name: 'Salvar profissional' }).click();
  await expect(toast(page, 'Profissional cadastrado')).toBeVisible();
  await expect(page).toHaveURL('/profissionais');
  await expect(page.getByTestId('professional-row').filter({ hasText: 'Rita Lopes' })).toBeVisible({ timeout: 5000 });
});
