import type {
  DrawingAssetPayload,
  DrawingAssetPrefill,
  DrawingAssetsPagePayload,
  UpdateDrawingAssetBody,
} from '@fieldbook/domain/drawing-assets/drawing-assets.schemas';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

const ASSETS = '/drawings/assets';
export const drawingAssetsQueryKey = ['drawing-assets'] as const;
const assetQueryKey = (id: number) => [...drawingAssetsQueryKey, 'detail', id] as const;

export type DrawingAsset = DrawingAssetPayload;

/** GET drawings/assets: a page of the company's assets, pinned first, searched by name and category. */
export function useDrawingAssets(filter: { search: string; archived: boolean; page: number }) {
  return useQuery({
    queryKey: [...drawingAssetsQueryKey, 'list', filter],
    queryFn: () =>
      http.get<DrawingAssetsPagePayload>(ASSETS, {
        query: {
          search: filter.search.trim() || undefined,
          archived: filter.archived ? 1 : undefined,
          page: filter.page,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDrawingAsset(id: number) {
  return useQuery({
    queryKey: assetQueryKey(id),
    queryFn: async () => (await http.get<{ asset: DrawingAsset }>(`${ASSETS}/${id}`, { expected: [404] })).asset,
    enabled: id > 0,
  });
}

/**
 * The signed image links of the assets a drawing places, by asset id (the editor draws them). Each asset
 * is read once and cached; one the user may no longer read is simply left out.
 */
export function useAssetImageUrls(ids: readonly number[]): Record<number, string> {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: assetQueryKey(id),
      queryFn: async () =>
        (await http.get<{ asset: DrawingAsset }>(`${ASSETS}/${id}`, { expected: [403, 404], quiet: true })).asset,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    })),
  });
  return Object.fromEntries(
    results.flatMap((result) => (result.data ? [[result.data.id, result.data.signed_url]] : [])),
  );
}

function useAssetSaved() {
  const queryClient = useQueryClient();
  return (asset: DrawingAsset) => {
    queryClient.setQueryData(assetQueryKey(asset.id), asset);
    return queryClient.invalidateQueries({ queryKey: drawingAssetsQueryKey });
  };
}

/** POST drawings/assets (multipart: file, name, category) with its progress; 422s are the page's to show. */
export function useUploadDrawingAsset() {
  const saved = useAssetSaved();
  return useMutation({
    mutationFn: async (input: {
      file: File;
      name: string;
      category: string;
      onProgress: (fraction: number) => void;
    }) => {
      const form = new FormData();
      form.append('name', input.name);
      form.append('category', input.category);
      form.append('file', input.file, input.file.name);
      const payload = await http.post<{ asset: DrawingAsset }>(ASSETS, undefined, {
        upload: { form, onProgress: input.onProgress },
        expected: [422],
      });
      return payload.asset;
    },
    onSuccess: saved,
  });
}

/** PUT drawings/assets/{id}: name and category. */
export function useUpdateDrawingAsset(id: number) {
  const saved = useAssetSaved();
  return useMutation({
    mutationFn: async (body: UpdateDrawingAssetBody) =>
      (await http.put<{ asset: DrawingAsset }>(`${ASSETS}/${id}`, body, { expected: [422] })).asset,
    onSuccess: saved,
  });
}

/** POST drawings/assets/{id}/pin; the 21st pin's 422 is shown by the caller. */
export function usePinDrawingAsset() {
  const saved = useAssetSaved();
  return useMutation({
    mutationFn: async (input: { id: number; pinned: boolean }) =>
      (
        await http.post<{ asset: DrawingAsset }>(
          `${ASSETS}/${input.id}/pin`,
          { pinned: input.pinned },
          { expected: [422] },
        )
      ).asset,
    onSuccess: saved,
  });
}

/** POST drawings/assets/{id}/archive: archives, or restores an archived asset. */
export function useToggleDrawingAssetArchive() {
  const saved = useAssetSaved();
  return useMutation({
    mutationFn: async (id: number) => (await http.post<{ asset: DrawingAsset }>(`${ASSETS}/${id}/archive`)).asset,
    onSuccess: saved,
  });
}

export function useDrawingAssetPrefills() {
  return useQuery({
    queryKey: [...drawingAssetsQueryKey, 'prefills'],
    queryFn: async () => (await http.get<{ prefills: DrawingAssetPrefill[] }>(`${ASSETS}/prefills`)).prefills,
  });
}

/** POST drawings/assets/prefills: adds a ready-made asset to the company's. */
export function useAddDrawingAssetPrefill() {
  const saved = useAssetSaved();
  return useMutation({
    mutationFn: async (key: string) => (await http.post<{ asset: DrawingAsset }>(`${ASSETS}/prefills`, { key })).asset,
    onSuccess: saved,
  });
}
