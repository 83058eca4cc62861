import { useId } from 'react';
import type { SkuData } from '../../api/product';
import { optionAvailable, type AttrGroup } from './sku';
import styles from './SpecChooser.module.css';

export interface SpecChooserProps {
  groups: AttrGroup[];
  values: Record<string, SkuData>;
  chosen: (string | null)[];
  onChoose: (index: number, value: string) => void;
}

/** One radio group per attribute; options that lead to no SKU in stock are marked, not hidden. */
export function SpecChooser({ groups, values, chosen, onChoose }: SpecChooserProps) {
  const base = useId();
  return (
    <div className={styles.chooser}>
      {groups.map((g, i) => (
        <fieldset key={g.name} className={styles.group}>
          <legend className={styles.legend}>{g.name}</legend>
          <div className={styles.options}>
            {g.values.map((v) => {
              const id = `${base}-${i}-${v}`;
              const available = optionAvailable(values, groups, chosen, i, v);
              return (
                <label key={v} htmlFor={id} className={`${styles.option} ${chosen[i] === v ? styles.selected : ''} ${available ? '' : styles.unavailable}`}>
                  <input
                    id={id}
                    type="radio"
                    name={`${base}-${i}`}
                    value={v}
                    checked={chosen[i] === v}
                    onChange={() => onChoose(i, v)}
                    className={styles.radio}
                  />
                  {v}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
