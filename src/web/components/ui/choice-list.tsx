import { Check } from 'lucide-react';

interface Choice {
  id: string;
  text: string;
}

interface ChoiceListProps {
  name: string;
  choices: readonly Choice[];
  selected: readonly string[];
  multiple: boolean;
  /** For multiple choice: how many may be picked; the rest are disabled once it is reached. */
  limit?: number;
  onChange: (selected: string[]) => void;
}

/**
 * Radio buttons or checkboxes drawn as cards. Native inputs keep keyboard use (arrows for radios,
 * space for checkboxes) and screen-reader announcements; the enclosing fieldset gives the label.
 */
export function ChoiceList({
  name,
  choices,
  selected,
  multiple,
  limit,
  onChange,
}: ChoiceListProps) {
  const atLimit = multiple && limit !== undefined && selected.length >= limit;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {choices.map((choice) => {
        const checked = selected.includes(choice.id);
        const disabled = !checked && atLimit;
        return (
          <label
            key={choice.id}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 text-sm transition-colors ${
              checked
                ? 'border-emerald-600 bg-emerald-50 text-navy-900'
                : disabled
                  ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500'
                  : 'border-slate-200 bg-white text-slate-800 hover:border-emerald-400'
            }`}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={choice.id}
              checked={checked}
              disabled={disabled}
              onChange={() => {
                if (!multiple) onChange([choice.id]);
                else
                  onChange(
                    checked ? selected.filter((id) => id !== choice.id) : [...selected, choice.id],
                  );
              }}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-5 shrink-0 items-center justify-center border-2 peer-focus-visible:ring-2 peer-focus-visible:ring-focus-ring peer-focus-visible:ring-offset-2 ${
                multiple ? 'rounded-md' : 'rounded-full'
              } ${checked ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-slate-400 bg-white'}`}
            >
              {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
            </span>
            <span>{choice.text}</span>
          </label>
        );
      })}
    </div>
  );
}
