import { description as descriptionStyle, error as errorStyle } from './field.css';
import { choiceHelp } from './choice.css';

interface ChoiceHelpProps {
  id: string;
  description?: string;
  errorMessage?: string;
}

/**
 * Description and error under a switch or a checkbox. react-aria gives these controls no slots for help
 * text, so the control points at this block with `aria-describedby={id}` (see `choiceHelpIds`).
 */
export function ChoiceHelp({ id, description, errorMessage }: ChoiceHelpProps) {
  if (!description && !errorMessage) return null;
  return (
    <div className={choiceHelp}>
      {description ? (
        <span id={`${id}-description`} className={descriptionStyle}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={`${id}-error`} className={errorStyle}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}

export function choiceHelpIds(id: string, description?: string, errorMessage?: string): string | undefined {
  const ids = [description ? `${id}-description` : null, errorMessage ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
