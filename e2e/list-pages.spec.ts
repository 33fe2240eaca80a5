import { APP_URL } from './support/env.ts';
import { expect, signUpThroughApi, test, uniqueEmail } from './support/fixtures.ts';

// The back office's lists keep their search, filter and page in the address: a reload, a link or
// the back button shows the same list.

test('a list keeps its search and filter in the address, through a reload and the back button', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail());
  for (const service of [
    { name: 'Corte feminino', durationMinutes: 60, priceCents: 9000 },
    { name: 'Corte masculino', durationMinutes: 30, priceCents: 5000 },
    { name: 'Manicure', durationMinutes: 45, priceCents: 4000, active: false },
  ]) {
    const created = await page.request.post(`${APP_URL}/api/services`, { data: service, headers: { origin: APP_URL } });
    expect(created.status(), await created.text()).toBe(201);
  }

  await page.goto('/servicos');
  const rows = page.getByRole('table').getByRole('row');
  await expect(page.getByRole('row', { name: /Manicure/ })).toBeVisible();

  await page.getByPlaceholder('Buscar serviços').fill('corte');
  await expect(page).toHaveURL(/\/servicos\?busca=corte$/);
  await expect(page.getByRole('row', { name: /Manicure/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Corte feminino/ })).toBeVisible();

  await page.reload();
  await expect(page.getByPlaceholder('Buscar serviços')).toHaveValue('corte');
  await expect(page.getByRole('row', { name: /Corte masculino/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Manicure/ })).toHaveCount(0);

  await page.getByRole('radio', { name: 'Inativos', exact: true }).click();
  await expect(page).toHaveURL(/situacao=inativos/);
  await expect(page.getByText('Nenhum serviço encontrado para "corte"')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/servicos\?busca=corte$/);
  await expect(page.getByRole('row', { name: /Corte feminino/ })).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
});

test('a long list keeps its page in the address; back returns to the first page', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail());
  for (let i = 1; i <= 52; i++) {
    const created = await page.request.post(`${APP_URL}/api/clients`, {
      data: { fullName: `Cliente ${String(i).padStart(2, '0')}`, phone: `+55 11 9${String(1000_0000 + i)}` },
      headers: { origin: APP_URL },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.goto('/clientes');
  const pages = page.getByRole('navigation', { name: 'Paginação' });
  await expect(pages.getByText('1–50 de 52')).toBeVisible();
  await pages.getByRole('button', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/\/clientes\?pagina=2$/);
  await expect(pages.getByText('51–52 de 52')).toBeVisible();
  await page.reload();
  await expect(pages.getByText('51–52 de 52')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/clientes$/);
  await expect(pages.getByText('1–50 de 52')).toBeVisible();
});
