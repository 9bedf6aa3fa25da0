import { useId } from 'react';
import { RadioGroup as AriaRadioGroup, Text as AriaText } from 'react-aria-components';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Radio } from '../RadioGroup/RadioGroup';
import * as radioStyles from '../RadioGroup/RadioGroup.css';
import { useUiStrings } from '../i18n/strings';
import { description as descriptionStyle } from '../private/field.css';
import * as styles from './LanguageSelectorCard.css';

/** The languages of Sereno (spec §9), Spanish first: it is the default and the fallback. */
export const languageCodes = ['es', 'en'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** Each language named in itself, so that a person who cannot read the current one still finds theirs. */
const languageNames: Record<LanguageCode, string> = { es: 'Español', en: 'English' };

export interface LanguageSelectorCardProps {
  value?: LanguageCode;
  defaultValue?: LanguageCode;
  onChange?: (language: LanguageCode) => void;
  /** @default "Idioma" / "Language" */
  title?: string;
  /** @default 2 */
  titleLevel?: 2 | 3 | 4;
  description?: string;
  isDisabled?: boolean;
}

/** The language choice of the settings page: a card with one radio per language. */
export function LanguageSelectorCard({ value, defaultValue, onChange, title, titleLevel = 2, description, isDisabled }: LanguageSelectorCardProps) {
  const strings = useUiStrings();
  const headingId = useId();
  return (
    <Card>
      <Card.Header>
        <Heading level={titleLevel} id={headingId}>
          {title ?? strings.language}
        </Heading>
      </Card.Header>
      <Card.Body>
        <AriaRadioGroup
          aria-labelledby={headingId}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange ? (language) => onChange(language as LanguageCode) : undefined}
          isDisabled={isDisabled}
          className={styles.group}
        >
          {description ? (
            <AriaText slot="description" className={descriptionStyle}>
              {description}
            </AriaText>
          ) : null}
          <div className={radioStyles.options.vertical}>
            {languageCodes.map((code) => (
              <Radio key={code} value={code}>
                <span lang={code}>{languageNames[code]}</span>
              </Radio>
            ))}
          </div>
        </AriaRadioGroup>
      </Card.Body>
    </Card>
  );
}
