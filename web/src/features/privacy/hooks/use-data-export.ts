import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { fetchDataExport } from '../api/data-export';
import type { ExportProgress } from '../api/data-export';
import { privacyQueryOptions } from '../api/privacy';
import { saveFile } from '../utils/save-file';

/** Where a download stands. */
export type ExportState =
  | { status: 'idle' }
  | { status: 'loading'; progress: ExportProgress }
  | { status: 'done'; fileName: string; size: number }
  | { status: 'error'; error: unknown };

/**
 * Downloads the data export and saves it as a file; the exports left for
 * today are asked again afterwards, whatever the outcome (a refused one
 * says how many are left too). Leaving the page stops a download under way.
 */
export function useDataExport(fallbackName: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    if (controller.current) {
      return;
    }
    const running = new AbortController();
    controller.current = running;
    setState({ status: 'loading', progress: { received: 0, total: null } });
    try {
      const file = await fetchDataExport(
        (progress) => setState({ status: 'loading', progress }),
        fallbackName,
        running.signal,
      );
      if (running.signal.aborted) {
        return;
      }
      saveFile(file.fileName, file.blob);
      setState({
        status: 'done',
        fileName: file.fileName,
        size: file.blob.size,
      });
    } catch (error) {
      if (!running.signal.aborted) {
        setState({ status: 'error', error });
      }
    } finally {
      controller.current = null;
      void queryClient.invalidateQueries({
        queryKey: privacyQueryOptions().queryKey,
      });
    }
  }, [fallbackName, queryClient]);

  return { state, start };
}
