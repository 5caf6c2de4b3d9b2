import classes from './declared-items.module.css';

/** One declared item: its label and its value, as typed or worded. */
export interface DeclaredItem {
  key: string;
  label: string;
  value: string;
}

/**
 * What a declaration states (a cancellation's or a withdrawal's receipt,
 * a withdrawal's summary), as terms and values: two columns, one on phones.
 * Each value is found by `receipt-<key>`.
 */
export function DeclaredItems({ items }: { items: readonly DeclaredItem[] }) {
  return (
    <dl className={classes.items}>
      {items.map((item) => (
        <div key={item.key} className={classes.item}>
          <dt className={classes.itemLabel}>{item.label}</dt>
          <dd className={classes.itemValue} data-testid={`receipt-${item.key}`}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
