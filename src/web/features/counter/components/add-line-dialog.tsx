import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { comandaLineInputSchema } from '../../../../contracts/counter.ts';
import type { Product } from '../../../../contracts/products.ts';
import { TextField } from '../../../components/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { usePackages } from '../../../lib/api/packages.ts';
import { useProfessionals } from '../../../lib/api/professionals.ts';
import { moneyField, wholeNumberField } from '../../../lib/form-fields.ts';
import { fieldMessage } from '../../../lib/forms.ts';
import { centsToMoneyInput } from '../../../lib/money.ts';
import { formatQuantity } from '../../../lib/stock-quantity.ts';
import type { DraftLine } from '../lib/comanda-draft.ts';
import { useMoney } from '../lib/use-money.ts';
import { MoneyField } from './money-field.tsx';
import { PackagePicker, type PackageSale } from './package-picker.tsx';
import { ProductPicker } from './product-picker.tsx';

export type AddingLine = 'item' | 'tip';

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

/**
 * Adds an item sold (a product picked from the stock, or free text: description, quantity, unit
 * price), a package sold to the comanda's client, or a tip for a professional to the draft.
 */
export function AddLineDialog({
  adding,
  onClose,
  onAdd,
  sale,
}: {
  adding: AddingLine | null;
  onClose: () => void;
  onAdd: (line: DraftLine) => void;
  sale: PackageSale;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={adding !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby={undefined}>
        {adding === 'item' && <ItemForm onClose={onClose} onAdd={onAdd} sale={sale} />}
        {adding === 'tip' && <TipForm onClose={onClose} onAdd={onAdd} />}
        {adding === null && <DialogTitle>{t('counter.lines.addItem')}</DialogTitle>}
      </DialogContent>
    </Dialog>
  );
}

const { quantity: quantitySchema, unitPriceCents: priceSchema } = comandaLineInputSchema.shape;

function Actions({ onClose, label }: { onClose: () => void; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button type="submit">{label}</Button>
    </div>
  );
}

function ItemForm({
  onClose,
  onAdd,
  sale,
}: {
  onClose: () => void;
  onAdd: (line: DraftLine) => void;
  sale: PackageSale;
}) {
  const { t } = useTranslation();
  // A business with active packages sells them here too.
  const [selling, setSelling] = useState<'item' | 'package'>('item');
  const packages = usePackages({ active: true, limit: 50 }).data?.items ?? [];
  const { currency, language } = useMoney();
  const id = useId();
  const [product, setProduct] = useState<Product | null>(null);
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const typedCount = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : null;
  const shortOfStock = product !== null && typedCount !== null && typedCount > product.stock;

  // A product fills the line's description and price, both still editable.
  const choose = (chosen: Product | null) => {
    setProduct(chosen);
    if (!chosen) return;
    setDescription(chosen.name);
    setPrice(centsToMoneyInput(chosen.priceCents, language));
    document.getElementById(`${id}-quantity`)?.focus();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const name = description.trim();
    const count = wholeNumberField(quantitySchema).safeParse(quantity);
    const cents = moneyField(language, priceSchema).safeParse(price);
    const next = {
      description: name === '' ? fieldMessage('validation.required') : undefined,
      quantity: count.success ? undefined : fieldMessage(count.error.issues[0]?.message),
      price: cents.success ? undefined : fieldMessage(cents.error.issues[0]?.message),
    };
    setProblems(next);
    if (!count.success || !cents.success || next.description) return;
    onAdd({
      key: newKey(),
      kind: 'item',
      serviceId: null,
      productId: product?.id ?? null,
      packageId: null,
      clientPackageId: null,
      clientPackageName: null,
      professionalId: null,
      professionalName: null,
      description: name,
      quantityText: String(count.data),
      priceText: price,
    });
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{t('counter.lines.addItem')}</DialogTitle>
      <DialogDescription>
        {selling === 'package' ? t('counter.packages.text') : t('counter.lines.addItemText')}
      </DialogDescription>
      {packages.length > 0 && (
        <SegmentedControl
          className="mt-4 flex w-full"
          label={t('counter.packages.what')}
          value={selling}
          onValueChange={setSelling}
          options={[
            { value: 'item', label: t('counter.packages.item') },
            { value: 'package', label: t('counter.packages.package') },
          ]}
        />
      )}
      {selling === 'package' ? (
        <>
          <PackagePicker packages={packages} sale={sale} />
          <div className="mt-6 flex justify-end">
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <div className="mt-5 space-y-4">
            <ProductPicker chosen={product} onChoose={choose} />
            <TextField
              id={`${id}-description`}
              label={t('counter.lines.description')}
              optional={false}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              message={problems.description}
              maxLength={200}
              autoFocus
            />
            <div className="flex gap-3">
              <TextField
                id={`${id}-quantity`}
                label={t('counter.lines.quantity')}
                optional={false}
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
                message={problems.quantity}
                inputMode="numeric"
                className="w-24 space-y-2"
              />
              <MoneyField
                id={`${id}-price`}
                label={t('counter.lines.unitPrice')}
                value={price}
                onChange={setPrice}
                currency={currency}
                problem={problems.price}
                className="min-w-0 flex-1 space-y-2"
              />
            </div>
            {shortOfStock && (
              <p className="text-sm text-muted-foreground" role="status">
                {t('counter.products.short', { stock: formatQuantity(product.stock, product.unit, language) })}
              </p>
            )}
          </div>
          <Actions onClose={onClose} label={t('counter.lines.addItem')} />
        </>
      )}
    </form>
  );
}

function TipForm({ onClose, onAdd }: { onClose: () => void; onAdd: (line: DraftLine) => void }) {
  const { t } = useTranslation();
  const { currency, language } = useMoney();
  const id = useId();
  const team = useProfessionals({ active: true, limit: 200 });
  const [professionalId, setProfessionalId] = useState('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const professionals = team.data?.items ?? [];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const professional = professionals.find((p) => p.id === professionalId);
    const cents = moneyField(language, priceSchema).safeParse(amount);
    const next = {
      professional: professional ? undefined : t('forms.chooseProfessional'),
      amount: cents.success ? undefined : fieldMessage(cents.error.issues[0]?.message),
    };
    setProblems(next);
    if (!professional || !cents.success) return;
    onAdd({
      key: newKey(),
      kind: 'tip',
      serviceId: null,
      productId: null,
      packageId: null,
      clientPackageId: null,
      clientPackageName: null,
      professionalId: professional.id,
      professionalName: professional.fullName,
      description: t('counter.lines.tipDescription'),
      quantityText: '1',
      priceText: amount,
    });
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{t('counter.lines.addTip')}</DialogTitle>
      <DialogDescription>{t('counter.lines.addTipText')}</DialogDescription>
      <div className="mt-5 space-y-4">
        <div className="space-y-2">
          <Label htmlFor={`${id}-professional`}>{t('counter.lines.professional')}</Label>
          <NativeSelect
            id={`${id}-professional`}
            value={professionalId}
            onChange={(event) => setProfessionalId(event.target.value)}
            aria-invalid={problems.professional ? true : undefined}
            aria-describedby={problems.professional ? `${id}-professional-error` : undefined}
            disabled={team.isPending}
            autoFocus
          >
            <option value="">
              {team.isPending ? t('counter.lines.loadingTeam') : t('counter.lines.chooseProfessional')}
            </option>
            {professionals.map((professional) => (
              <option key={professional.id} value={professional.id}>
                {professional.fullName}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-professional-error`} message={problems.professional} />
        </div>
        <MoneyField
          id={`${id}-amount`}
          label={t('counter.lines.tipAmount')}
          value={amount}
          onChange={setAmount}
          currency={currency}
          problem={problems.amount}
        />
      </div>
      <Actions onClose={onClose} label={t('counter.lines.addTip')} />
    </form>
  );
}
