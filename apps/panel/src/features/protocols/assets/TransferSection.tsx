import { exportProtocols, useImportProtocols, type ProtocolImportReport } from '@sereno/api-client';
import { Button, FileDrop, Heading, Modal, Stack, Text, useToast, type FileDropItem } from '@sereno/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../shared/protocols.css.ts';
import { useRefusalMessage } from '../../../shared/forms/useRefusalMessage.ts';

/** Saves `text` as a file the browser downloads. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Export and import (docs/protocols.md "Export and import"): the export downloads the owner's document;
 * an imported document is first sent as a dry run, whose exact report the person reads before applying.
 */
export function TransferSection({ ownerId, ownerName, canImport }: { ownerId: string; ownerName: string; canImport: boolean }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const errorMessage = useRefusalMessage();
  const importing = useImportProtocols();
  const [exporting, setExporting] = useState(false);
  const [file, setFile] = useState<FileDropItem | null>(null);
  const [pending, setPending] = useState<{ document: unknown; report: ProtocolImportReport } | null>(null);

  const exportDocument = async () => {
    setExporting(true);
    try {
      const document = await exportProtocols(ownerId);
      download(JSON.stringify(document, null, 2), `sereno-protocols-${ownerName.replace(/[^\w.-]+/g, '_')}.json`);
      toast({ tone: 'success', message: t('protocols.transfer.exported') });
    } catch (error) {
      toast({ tone: 'error', title: t('protocols.transfer.notExported'), message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const preview = async (added: File[]) => {
    const chosen = added[0];
    if (!chosen) return;
    let document: unknown;
    try {
      document = JSON.parse(await chosen.text());
    } catch {
      setFile({ id: chosen.name, name: chosen.name, size: chosen.size, error: t('protocols.transfer.notJson') });
      return;
    }
    setFile({ id: chosen.name, name: chosen.name, size: chosen.size });
    importing.mutate(
      { ownerId, document, dryRun: true },
      {
        onSuccess: (report) => setPending({ document, report }),
        onError: (error) => toast({ tone: 'error', title: t('protocols.transfer.notImported'), message: errorMessage(error) }),
      },
    );
  };

  const apply = () => {
    if (!pending) return;
    importing.mutate(
      { ownerId, document: pending.document, dryRun: false },
      {
        onSuccess: () => {
          toast({ tone: 'success', message: t('protocols.transfer.imported') });
          setPending(null);
          setFile(null);
        },
        onError: (error) => toast({ tone: 'error', title: t('protocols.transfer.notImported'), message: errorMessage(error) }),
      },
    );
  };

  const report = pending?.report;
  return (
    <section className={styles.panel} aria-labelledby="protocols-transfer">
      <Stack gap="medium">
        <div id="protocols-transfer">
          <Heading level={2}>{t('protocols.transfer.title')}</Heading>
        </div>
        <Text size="small" tone="secondary">
          {t('protocols.transfer.intro')}
        </Text>
        <Button variant="secondary" icon={<Download />} isPending={exporting} onPress={() => void exportDocument()}>
          {t('protocols.transfer.export')}
        </Button>
        {canImport ? (
          <FileDrop
            label={t('protocols.transfer.importLabel')}
            files={file ? [file] : []}
            onAdd={(added) => void preview(added)}
            onRemove={() => setFile(null)}
            accept={['application/json', '.json']}
            allowsMultiple={false}
          />
        ) : null}
      </Stack>
      <Modal open={pending !== null} onOpenChange={(open) => (open ? undefined : setPending(null))}>
        <Modal.Title>{t('protocols.transfer.previewTitle')}</Modal.Title>
        <Modal.Body>
          {report ? (
            <Stack gap="small">
              <Text>{t('protocols.transfer.locations', report.locations)}</Text>
              <Text>{t('protocols.transfer.rooms', report.rooms)}</Text>
              <Text>{t('protocols.transfer.cards', report.cards)}</Text>
            </Stack>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onPress={() => setPending(null)} isDisabled={importing.isPending}>
            {t('protocols.cancel')}
          </Button>
          <Button onPress={apply} isPending={importing.isPending}>
            {t('protocols.transfer.apply')}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
