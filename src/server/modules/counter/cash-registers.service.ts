import type { CashRegister, CounterSettings } from '../../../contracts/counter.ts';
import { normalizePixCity, normalizePixKey, normalizePixName } from '../../../core/pix.ts';
import { AppError, notFound } from '../../errors.ts';
import type { CashRegistersRepository, RegisterOutcome } from './cash-registers.repository.ts';
import type { CounterActor } from './comandas.service.ts';
import type { CounterSettingsRepository } from './counter-settings.repository.ts';
import { registerKey } from './register-key.ts';

function refuse(outcome: RegisterOutcome): void {
  if (outcome === 'missing') throw notFound();
  if (outcome === 'closed') throw new AppError('CASH_REGISTER_CLOSED', 409);
}

/**
 * The cash register (docs/counter.md): opened with a float, cash put in or taken out with a
 * reason, closed once by counting each method; and the counter's settings.
 */
export function createCashRegistersService(deps: {
  registers: CashRegistersRepository;
  settings: CounterSettingsRepository;
  now: () => Date;
}) {
  const { registers } = deps;

  async function read(businessId: string, id: string): Promise<CashRegister> {
    const register = await registers.read(businessId, id);
    if (!register) throw notFound();
    return register;
  }

  return {
    get: read,

    /** The register the person at the counter would take payments with, if it is open. */
    async current(actor: CounterActor): Promise<{ register: CashRegister | null }> {
      const id = await registers.openId(registerKey(await deps.settings.get(actor.businessId), actor));
      return { register: id ? await read(actor.businessId, id) : null };
    },

    async list(businessId: string) {
      const items = await registers.list(businessId, 60);
      return { items: items.filter((r): r is CashRegister => r !== null) };
    },

    async open(actor: CounterActor, floatCents: number): Promise<CashRegister> {
      const key = registerKey(await deps.settings.get(actor.businessId), actor);
      const id = await registers.open({
        businessId: actor.businessId,
        key,
        floatCents,
        userId: actor.userId,
        now: deps.now(),
      });
      if (!id) throw new AppError('CASH_REGISTER_ALREADY_OPEN', 409);
      return read(actor.businessId, id);
    },

    async addMovement(
      actor: CounterActor,
      id: string,
      movement: { kind: 'deposit' | 'withdrawal'; amountCents: number; reason: string },
    ): Promise<CashRegister> {
      refuse(
        await registers.addMovement({
          businessId: actor.businessId,
          registerId: id,
          ...movement,
          userId: actor.userId,
          now: deps.now(),
        }),
      );
      return read(actor.businessId, id);
    },

    async close(
      actor: CounterActor,
      id: string,
      closing: { counted: CashRegister['expected']; note?: string | null },
    ): Promise<CashRegister> {
      refuse(
        await registers.close({
          businessId: actor.businessId,
          registerId: id,
          counted: closing.counted,
          note: closing.note ?? null,
          userId: actor.userId,
          now: deps.now(),
        }),
      );
      return read(actor.businessId, id);
    },

    getSettings: (businessId: string) => deps.settings.get(businessId),

    /** Saves the counter's settings: a PIX key must be a real one (kept as the banks write it). */
    async updateSettings(businessId: string, change: Partial<CounterSettings>): Promise<CounterSettings> {
      const next = { ...(await deps.settings.get(businessId)), ...change };
      const fields: Record<string, string> = {};
      if (next.pixKey === '') next.pixKey = null;
      if (next.pixKey) {
        const key = normalizePixKey(next.pixKey);
        if (key) next.pixKey = key;
        else fields.pixKey = 'validation.pixKey';
      }
      if (next.pixMerchantName && normalizePixName(next.pixMerchantName) === '')
        fields.pixMerchantName = 'validation.invalid';
      if (next.pixCity && normalizePixCity(next.pixCity) === '') fields.pixCity = 'validation.invalid';
      if (next.pixKey && !next.pixCity) fields.pixCity = 'validation.required';
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', 400, { fields });
      return deps.settings.save(businessId, next, deps.now());
    },
  };
}

export type CashRegistersService = ReturnType<typeof createCashRegistersService>;
