import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blankTexts, leafKeys, literalKeys } from '../../../i18n/translation-keys.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

describe("the super admin pages's translations", () => {
  const ptKeys = leafKeys(ptBR);
  const enKeys = leafKeys(enUS);

  it('have the same keys in pt-BR and en-US, all under superAdmin', () => {
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
    expect(Object.keys(ptBR)).toEqual(['superAdmin']);
    expect(Object.keys(enUS)).toEqual(['superAdmin']);
  });

  it('have no empty text and the same placeholders in both languages', () => {
    expect(blankTexts(ptBR)).toEqual([]);
    expect(blankTexts(enUS)).toEqual([]);
    const textOf = (resources: unknown, key: string) => String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources));
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of ptKeys) {
      expect({ key, placeholders: placeholders(textOf(enUS, key)) }).toEqual({ key, placeholders: placeholders(textOf(ptBR, key)) });
    }
  });

  it('define every superAdmin key the web code names literally', () => {
    const known = new Set(ptKeys.map((key) => key.replace(/_(one|other)$/, '')));
    const used = literalKeys(join(import.meta.dirname, '..', '..', '..'), 'superAdmin');
    expect(used.length).toBeGreaterThan(20);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('keep the SPEC 2 and 8 texts exactly', () => {
    expect(ptBR.superAdmin.editMode.enterTitle).toBe('Entrar no Modo Super Admin');
    expect(ptBR.superAdmin.editMode.banner).toBe('MODO DE EDIÇÃO ATIVO');
    expect(ptBR.superAdmin.editMode.left).toBe('Modo de edição desativado');
    expect(ptBR.superAdmin.toasts.draftsSaved).toBe('Drafts salvos');
    expect(ptBR.superAdmin.toasts.published).toBe('Publicado com Sucesso');
    expect(ptBR.superAdmin.toasts.publishError).toBe('Erro ao Publicar');
    expect(ptBR.superAdmin.editor.clickToEdit).toBe('Clique para editar');
  });
});
