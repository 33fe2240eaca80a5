import { describe, expect, it } from 'vitest';
import { returnPathAfterSignIn } from './return-path.ts';

describe('returnPathAfterSignIn', () => {
  it('goes back to the plans with the chosen plan, to a test checkout or to the test payment account', () => {
    expect(returnPathAfterSignIn('/escolha-plano?plano=pro')).toBe('/escolha-plano?plano=pro');
    expect(returnPathAfterSignIn('/escolha-plano')).toBe('/escolha-plano');
    expect(returnPathAfterSignIn('/checkout/teste/0b7f7a4e-2a61-4f7e-9a51-2f4a7c1f0d11')).toBe(
      '/checkout/teste/0b7f7a4e-2a61-4f7e-9a51-2f4a7c1f0d11',
    );
    expect(returnPathAfterSignIn('/pagamentos/teste/conta?business=42')).toBe('/pagamentos/teste/conta?business=42');
  });

  it('ignores no next and other pages (the person goes home)', () => {
    expect(returnPathAfterSignIn(null)).toBeNull();
    expect(returnPathAfterSignIn('')).toBeNull();
    expect(returnPathAfterSignIn('/dashboard')).toBeNull();
    expect(returnPathAfterSignIn('/escolha-plano/../usuarios')).toBeNull();
  });

  it('never leaves the site', () => {
    expect(returnPathAfterSignIn('https://evil.example/escolha-plano')).toBeNull();
    expect(returnPathAfterSignIn('//evil.example/escolha-plano')).toBeNull();
    expect(returnPathAfterSignIn('/\\evil.example/escolha-plano')).toBeNull();
    expect(returnPathAfterSignIn('javascript:alert(1)')).toBeNull();
  });
});
