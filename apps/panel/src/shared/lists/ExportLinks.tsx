// The export links of a list's header (docs/exports.md): "Exportar CSV" and "Exportar Excel", each a
// download of what the list's filters show. One component for every list that exports.
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { textLink } from '../layout/TextLink.css.ts';
import * as styles from './ExportLinks.css.ts';

export type ExportFileFormat = 'csv' | 'xlsx';

/** The two links; `hrefOf` makes each format's address with the list's current filters. */
export function ExportLinks({ hrefOf }: { hrefOf: (format: ExportFileFormat) => string }) {
  const { t } = useTranslation();
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <a key={format} className={`${textLink} ${styles.exportLink}`} href={hrefOf(format)} download>
          <Download className={styles.icon} aria-hidden />
          {t(format === 'csv' ? 'common.exportCsv' : 'common.exportXlsx')}
        </a>
      ))}
    </>
  );
}
