import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
// The outcome alone, not the form kit's index: react-hook-form stays out of the play page's chunk.
import { FormOutcome } from '@/components/ui/form/form-outcome';
import { sameNumbers, useFavourites } from '@/entities/favourites';
import { isGridComplete } from '@/lib/lottery/pick-rules';
import { loadSaveForm } from './load-save-form';
import type { SaveOutcome } from './save-favourite-form';

type SaveForm = Awaited<ReturnType<typeof loadSaveForm>>['default'];
/** Warms the chunk; a failure here is told by the click that needs it. */
const preloadForm = () => void loadSaveForm().catch(() => undefined);

/** "Save as favourite" for one complete grid, with an optional name; hidden where not offered. */
export function SaveFavourite({ numbers }: { numbers: readonly number[] }) {
  const { t } = useTranslation('favourites');
  const { source, favourites } = useFavourites();
  // The open form: its component, loaded on the click (its own chunk); null while closed.
  const [Form, setForm] = useState<SaveForm | null>(null);
  const [opening, setOpening] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  if (source === 'unsupported') return null;
  const complete = isGridComplete([...numbers]);
  const known = favourites.find((f) => sameNumbers(f.numbers, numbers));

  const open = () => {
    if (opening) return;
    setOutcome(null);
    setOpening(true);
    // The form opens once its chunk is in. One that cannot load (offline before the service
    // worker cached it, a new deploy) says so and leaves the button to try again.
    loadSaveForm()
      .then(
        (module) => setForm(() => module.default),
        () => setOutcome('failed'),
      )
      .finally(() => setOpening(false));
  };

  return (
    <div>
      {Form ? (
        <Form
          numbers={numbers}
          onOutcome={(next) => {
            setOutcome(next);
            if (next === 'saved') setForm(null);
          }}
          onCancel={() => setForm(null)}
        />
      ) : (
        <Button
          type="button"
          $variant="secondary"
          // Not disabled while the form loads: a disabled button would drop the keyboard focus.
          disabled={!complete || !!known}
          aria-busy={opening || undefined}
          // The form's chunk starts on the first touch or focus, before the click lands.
          onPointerDown={preloadForm}
          onFocus={preloadForm}
          onClick={open}
        >
          {known ? t('save.alreadySaved') : t('save.button')}
        </Button>
      )}
      <FormOutcome
        success={outcome === 'saved' && t('save.saved')}
        error={outcome === 'limit' ? t('save.limit') : outcome === 'failed' && t('save.failed')}
      />
    </div>
  );
}
