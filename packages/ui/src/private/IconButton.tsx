import type { ReactElement } from 'react';
import { Button } from 'react-aria-components';
import { iconButton } from './IconButton.css';

interface IconButtonProps {
  /** The accessible name: the button shows only its icon. */
  label: string;
  icon: ReactElement;
  onPress: () => void;
}

export function IconButton({ label, icon, onPress }: IconButtonProps) {
  return (
    <Button aria-label={label} onPress={onPress} className={iconButton}>
      {icon}
    </Button>
  );
}
