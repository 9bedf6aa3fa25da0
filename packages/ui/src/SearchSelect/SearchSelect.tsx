import { useContext, useEffect, useEffectEvent, useRef, useState, type ContextType, type ReactNode, type Ref, type RefObject } from 'react';
import { Button, ComboBox, ComboBoxStateContext, Group, Input, ListBox, ListBoxItem } from 'react-aria-components';
import { Check, ChevronDown, LoaderCircle, X } from 'lucide-react';
import { useUiStrings } from '../i18n/strings';
import { FieldHelp, FieldLabel, type BaseFieldProps } from '../private/FieldParts';
import { FieldPopover } from '../private/FieldPopover';
import { field } from '../private/field.css';
import * as popoverStyles from '../private/popover.css';
import { spinner } from '../private/spinner.css';
import * as styles from './SearchSelect.css';

/** The page size of the spec (§9: "Search select limit 10"). */
export const SEARCH_SELECT_PAGE_SIZE = 10;
export const SEARCH_SELECT_DEBOUNCE_MS = 300;

/** The key of the last row of the list when more options exist. */
const loadMoreKey = 'load-more';

export interface SearchSelectOption {
  key: string;
  label: string;
}

export interface SearchSelectQuery {
  /** What the person typed (debounced); empty for "everything". */
  search: string;
  /** How many options to return: the page size, raised by a page on each "Cargar más". */
  limit: number;
  /** Aborted when a newer query replaces this one. */
  signal: AbortSignal;
}

export interface SearchSelectPage {
  options: SearchSelectOption[];
  /** More options match than `limit`: a "Cargar más" row is shown. */
  hasMore: boolean;
}

export interface SearchSelectProps extends BaseFieldProps {
  /** Asked for the options when the list first opens, on each (debounced) search and on "Cargar más". */
  loadOptions: (query: SearchSelectQuery) => Promise<SearchSelectPage>;
  /** @default 10 */
  pageSize?: number;
  /** Typing waits this long before searching. @default 300 */
  debounceMs?: number;
  /** The chosen option's key, or `null`. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** The label of `value` before any option is loaded, e.g. the saved choice on an edit page. */
  valueLabel?: string;
  placeholder?: string;
  /** The `<input>` itself, so that a form library can focus it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * One choice from a long list that lives on the server (users, rooms, listings): the person types to
 * search, the options arrive 10 at a time and a last "Cargar más" row asks for the next 10. For a short
 * list known in advance, use `Select`.
 */
export function SearchSelect({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  loadOptions,
  pageSize = SEARCH_SELECT_PAGE_SIZE,
  debounceMs = SEARCH_SELECT_DEBOUNCE_MS,
  value,
  defaultValue = null,
  onChange,
  valueLabel,
  placeholder,
  ref,
  ...fieldProps
}: SearchSelectProps) {
  const strings = useUiStrings();
  const [uncontrolledKey, setUncontrolledKey] = useState<string | null>(defaultValue);
  const selectedKey = value !== undefined ? value : uncontrolledKey;
  // The labels of every option seen, so the input can show the chosen one after a new search.
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [inputValue, setInputValue] = useState(valueLabel ?? '');
  // When the app changes the value itself (a form reset, a saved record loaded), the text follows.
  const [shownKey, setShownKey] = useState(selectedKey);
  if (shownKey !== selectedKey) {
    setShownKey(selectedKey);
    setInputValue(selectedKey === null ? '' : (labels.get(selectedKey) ?? valueLabel ?? ''));
  }
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(pageSize);
  const [hasStarted, setStarted] = useState(false);
  // Raised to ask again after a failed load, when the list is opened anew.
  const [attempt, setAttempt] = useState(0);
  // The page on screen and the query it answers: while they differ from the current query, a page is on its way.
  const [loaded, setLoaded] = useState<{ page: SearchSelectPage; search: string; limit: number; attempt: number; hasFailed?: boolean }>({
    page: { options: [], hasMore: false },
    search: '',
    limit: 0,
    attempt: 0,
  });
  const isLoading = hasStarted && (loaded.search !== search || loaded.limit !== limit || loaded.attempt !== attempt);
  const page = loaded.page;

  const comboBoxState = useRef<ComboBoxState | null>(null);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const load = useEffectEvent((query: SearchSelectQuery) => loadOptions(query));

  useEffect(() => () => clearTimeout(debounceTimer.current), []);

  useEffect(() => {
    if (!hasStarted) return;
    const controller = new AbortController();
    load({ search, limit, signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        setLabels((known) => new Map([...known, ...result.options.map((option) => [option.key, option.label] as const)]));
        setLoaded({ page: result, search, limit, attempt });
      },
      () => {
        if (controller.signal.aborted) return;
        setLoaded({ page: { options: [], hasMore: false }, search, limit, attempt, hasFailed: true });
      },
    );
    return () => controller.abort();
  }, [hasStarted, search, limit, attempt]);

  function choose(key: string | null) {
    if (key === selectedKey) return;
    setUncontrolledKey(key);
    onChange?.(key);
  }

  /** The spec's reset: empty search, first page. */
  function clear() {
    clearTimeout(debounceTimer.current);
    setInputValue('');
    setSearch('');
    setLimit(pageSize);
    choose(null);
  }

  function type(text: string) {
    setStarted(true);
    if (text === '') {
      clear();
      return;
    }
    setInputValue(text);
    clearTimeout(debounceTimer.current);
    debounceTimer.current = setTimeout(() => {
      setSearch(text);
      setLimit(pageSize);
    }, debounceMs);
  }

  function loadMore() {
    // A second press while the next page is on its way would skip a page.
    if (isLoading) return;
    setLimit((current) => current + pageSize);
  }

  function emptyState() {
    return (
      <div className={popoverStyles.listMessage}>
        {isLoading || !hasStarted ? (
          <>
            <LoaderCircle className={`${styles.inlineIcon} ${spinner}`} aria-hidden="true" />
            {strings.loadingOptions}
          </>
        ) : loaded.hasFailed ? (
          strings.optionsFailed
        ) : (
          strings.noOptions
        )}
      </div>
    );
  }

  // The chosen option is always among the items, loaded or not: the combo box names the chosen item
  // by its text, and one it cannot find would empty the field (and clear the choice) on blur.
  const chosenLabel = selectedKey === null ? undefined : (labels.get(selectedKey) ?? valueLabel);
  const isChosenMissing = selectedKey !== null && chosenLabel !== undefined && !page.options.some((option) => option.key === selectedKey);
  const items = [
    ...(isChosenMissing ? [{ id: selectedKey, label: chosenLabel }] : []),
    ...page.options.map((option) => ({ id: option.key, label: option.label })),
    ...(page.hasMore ? [{ id: loadMoreKey, label: strings.loadMore }] : []),
  ];

  return (
    <ComboBox
      {...fieldProps}
      items={items}
      inputValue={inputValue}
      onInputChange={type}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        const chosen = key === null ? null : String(key);
        if (chosen === null) {
          clear();
          return;
        }
        setInputValue(labels.get(chosen) ?? valueLabel ?? '');
        choose(chosen);
      }}
      onOpenChange={(isOpen) => {
        if (!isOpen) return;
        setStarted(true);
        if (loaded.hasFailed) setAttempt((current) => current + 1);
      }}
      // The options are filtered on the server; the list stays open to show "loading" and "no results".
      allowsEmptyCollection
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={field}
    >
      <ComboBoxStateBridge stateRef={comboBoxState} />
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={styles.group}>
        <Input ref={ref} placeholder={placeholder} className={styles.input} aria-busy={isLoading || undefined} />
        {inputValue !== '' && !isDisabled ? (
          // A plain button: react-aria's Button inside a ComboBox would become the list's trigger.
          <button type="button" tabIndex={-1} aria-label={strings.clear} className={styles.iconButton} onClick={clear}>
            <X aria-hidden="true" />
          </button>
        ) : null}
        <Button aria-label={strings.showOptions} className={styles.iconButton}>
          <ChevronDown aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <OptionList
          items={items}
          isLoading={isLoading}
          onLoadMore={loadMore}
          reopen={() => comboBoxState.current?.open(null, 'manual')}
          renderEmptyState={emptyState}
        />
      </FieldPopover>
    </ComboBox>
  );
}

type ComboBoxState = NonNullable<ContextType<typeof ComboBoxStateContext>>;

/** Hands the ComboBox state to SearchSelect, which sits outside it (the popover does not see that context). */
function ComboBoxStateBridge({ stateRef }: { stateRef: RefObject<ComboBoxState | null> }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    stateRef.current = state;
  });
  return null;
}

interface OptionListProps {
  items: Array<{ id: string; label: string }>;
  isLoading: boolean;
  onLoadMore: () => void;
  /** react-aria closes the list after an item's action; "Cargar más" opens it again for the new page. */
  reopen: () => void;
  renderEmptyState: () => ReactNode;
}

function OptionList({ items, isLoading, onLoadMore, reopen, renderEmptyState }: OptionListProps) {
  return (
    <ListBox items={items} className={popoverStyles.listBox} renderEmptyState={renderEmptyState}>
      {(item) =>
        item.id === loadMoreKey ? (
          <ListBoxItem
            id={loadMoreKey}
            textValue={item.label}
            onAction={() => {
              onLoadMore();
              setTimeout(reopen);
            }}
            className={`${popoverStyles.option} ${styles.loadMore}`}
            data-loading={isLoading || undefined}
          >
            {item.label}
            {isLoading ? <LoaderCircle className={`${styles.inlineIcon} ${spinner}`} aria-hidden="true" /> : null}
          </ListBoxItem>
        ) : (
          <ListBoxItem id={item.id} textValue={item.label} className={popoverStyles.option}>
            {({ isSelected }) => (
              <>
                {item.label}
                {isSelected ? <Check className={popoverStyles.optionCheck} aria-hidden="true" /> : null}
              </>
            )}
          </ListBoxItem>
        )
      }
    </ListBox>
  );
}
