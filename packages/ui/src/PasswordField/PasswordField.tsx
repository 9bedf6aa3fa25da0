import { useState } from 'react';
import { Input, ToggleButton } from 'react-aria-components';
import { Eye, EyeOff } from 'lucide-react';
import { useUiStrings } from '../i18n/strings';
import { FieldFrame, type FieldProps } from '../private/FieldFrame';
import * as styles from './PasswordField.css';

export type PasswordFieldProps = FieldProps;

/**
 * A password input, masked until the person presses the eye. The toggle keeps one label
 * ("Mostrar contraseña") and reports its state through `aria-pressed`, as a toggle button must:
 * a label that flipped to "Ocultar contraseña" while pressed would be read as "hide password, pressed".
 */
export function PasswordField({ placeholder, ref, isDisabled, ...fieldProps }: PasswordFieldProps) {
  const strings = useUiStrings();
  const [isRevealed, setRevealed] = useState(false);
  return (
    <FieldFrame {...fieldProps} isDisabled={isDisabled} type={isRevealed ? 'text' : 'password'}>
      <div className={styles.inputRow}>
        <Input ref={ref} placeholder={placeholder} className={styles.input} />
        <ToggleButton isSelected={isRevealed} onChange={setRevealed} isDisabled={isDisabled} aria-label={strings.showPassword} className={styles.toggle}>
          {isRevealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </ToggleButton>
      </div>
    </FieldFrame>
  );
}
