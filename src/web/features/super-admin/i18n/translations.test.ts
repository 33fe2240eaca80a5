import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureTranslations } from '../../../test/feature-translations.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the super admin pages's translations", () => {
  checkFeatureTranslations({
    namespace: 'superAdmin',
    ptBR,
    enUS,
    sourceRoot: join(import.meta.dirname, '..', '..', '..'),
    atLeast: 20,
  });

  it('keep the words of edit mode exactly (docs/screens.md)', () => {
    expect(ptBR.superAdmin.editMode.enterTitle).toBe('Entrar no Modo Super Admin');
    expect(ptBR.superAdmin.editMode.banner).toBe('MODO DE EDIÇÃO ATIVO');
    expect(ptBR.superAdmin.editMode.left).toBe('Modo de edição desativado');
    expect(ptBR.superAdmin.toasts.draftsSaved).toBe('Drafts salvos');
    expect(ptBR.superAdmin.toasts.published).toBe('Publicado com Sucesso');
    expect(ptBR.superAdmin.toasts.publishError).toBe('Erro ao Publicar');
    expect(ptBR.superAdmin.editor.clickToEdit).toBe('Clique para editar');
  });
});
