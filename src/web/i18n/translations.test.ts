import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../contracts/validation-messages.ts';
import { leafKeys, sourceFiles } from './translation-keys.ts';

// The bundles as written, read from their files: i18next merges the bundles a test file added
// (back-office.ts, a feature's) into the objects the JSON imports share in this worker.
const bundleFile = <Bundle>(name: string): Bundle =>
  JSON.parse(readFileSync(join(import.meta.dirname, name), 'utf8')) as Bundle;
const ptBR = bundleFile<typeof import('./pt-BR.json')>('pt-BR.json');
const enUS = bundleFile<typeof import('./en-US.json')>('en-US.json');
const backOfficePtBR = bundleFile<typeof import('./back-office.pt-BR.json')>('back-office.pt-BR.json');
const backOfficeEnUS = bundleFile<typeof import('./back-office.en-US.json')>('back-office.en-US.json');

describe('translations', () => {
  // The shell's texts (with the landing page) and the signed-in pages' (i18n/back-office.ts).
  const bundles = [
    { name: 'main', pt: ptBR, en: enUS },
    { name: 'back-office', pt: backOfficePtBR, en: backOfficeEnUS },
  ];
  const ptKeys = bundles.flatMap((bundle) => leafKeys(bundle.pt));

  it.each(bundles)('has every pt-BR key in en-US ($name)', ({ pt, en }) => {
    const enKeys = leafKeys(en);
    expect(leafKeys(pt).filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it.each(bundles)('has every en-US key in pt-BR ($name)', ({ pt, en }) => {
    const keys = leafKeys(pt);
    expect(leafKeys(en).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('defines no key in both bundles (the later one would silently win)', () => {
    const mainKeys = new Set(leafKeys(ptBR));
    expect(leafKeys(backOfficePtBR).filter((key) => mainKeys.has(key))).toEqual([]);
  });

  it('has no empty text', () => {
    const emptyIn = (resources: object) =>
      leafKeys(resources).filter((key) => {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
        return typeof text !== 'string' || text.trim() === '';
      });
    for (const bundle of bundles) {
      expect(emptyIn(bundle.pt)).toEqual([]);
      expect(emptyIn(bundle.en)).toEqual([]);
    }
  });

  it('defines every key the web code asks for literally', () => {
    // A feature may also carry its own bundle (features/<feature>/i18n/pt-BR.json), tested beside it.
    const featuresDirectory = join(import.meta.dirname, '..', 'features');
    const featureKeys = readdirSync(featuresDirectory).flatMap((feature) => {
      const path = join(featuresDirectory, feature, 'i18n', 'pt-BR.json');
      return existsSync(path) ? leafKeys(JSON.parse(readFileSync(path, 'utf8'))) : [];
    });
    const known = new Set([
      ...[...ptKeys, ...featureKeys].map((key) => key.replace(/_(one|other)$/, '')),
      ...Object.keys(VALIDATION_MESSAGES['pt-BR']),
    ]);
    const used = sourceFiles(join(import.meta.dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)].map((match) => match[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(50);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('writes US English in every en-US bundle', () => {
    // The shell's, the signed-in pages', each feature's, the booking page's and the review pages'.
    const web = join(import.meta.dirname, '..');
    const bundlesEn = [
      join(web, 'i18n', 'en-US.json'),
      join(web, 'i18n', 'back-office.en-US.json'),
      join(web, 'booking', 'i18n', 'en-US.json'),
      join(web, 'review', 'i18n', 'en-US.json'),
      ...readdirSync(join(web, 'features')).map((feature) => join(web, 'features', feature, 'i18n', 'en-US.json')),
    ].filter((path) => existsSync(path));
    const british =
      /\b(?:\w*(?:realis|organis|recognis|personalis|customis|prioritis|summaris|authoris)\w*|colours?|behaviours?|centres?|favourites?|catalogues?|programmes?)\b/gi;
    const found = bundlesEn.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/:\s*"((?:[^"\\]|\\.)*)"/g)].flatMap(
        (match) => match[1]!.match(british) ?? [],
      ),
    );
    expect(bundlesEn.length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });

  it('keeps the words of docs/screens.md exactly', () => {
    expect(ptBR.toasts.loginError.title).toBe('Erro ao entrar');
    expect(ptBR.toasts.loginSuccess).toEqual({ title: 'Bem-vindo!', description: 'Login realizado com sucesso.' });
    expect(ptBR.toasts.signUpError.title).toBe('Erro ao criar conta');
    // The person is signed in once the account exists: the toast says so (not "you can now sign in").
    expect(ptBR.toasts.signUpSuccess).toEqual({
      title: 'Conta criada!',
      description: 'Você já está dentro: seu teste grátis de {{days}} dias do plano Business começou.',
    });
    expect(ptBR.toasts.signOut).toEqual({ title: 'Logout realizado', description: 'Até logo!' });
    expect(ptBR.toasts.signOutFailed).toEqual({
      title: 'Sessão encerrada',
      description: 'Redirecionando para página inicial...',
    });
    expect(ptBR.toasts.googleError.title).toBe('Erro ao entrar com Google');
    expect(ptBR.toasts.loginRequired).toEqual({
      title: 'Login necessário',
      description: 'Por favor, faça login para continuar com o pagamento.',
    });
    expect(ptBR.errors.boundary).toEqual({
      title: 'Algo deu errado',
      description: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
      backHome: 'Voltar para o início',
    });
    expect(ptBR.accessDenied.title).toBe('Acesso Negado');
    expect(ptBR.accessDenied.description).toBe(
      'Você não tem permissão para acessar esta página. Esta área é restrita apenas para administradores.',
    );
    expect(ptBR.common.loading).toBe('Carregando...');
    expect(ptBR.plansPage.title).toBe('Planos e Preços');
    expect(backOfficePtBR.services.delete.title).toBe('Tem certeza que deseja excluir este serviço?');
    expect(backOfficePtBR.settings.whatsapp.title).toBe('WhatsApp');
  });
});
