import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api-context.tsx';
import type { PrefetchDeps } from '../../app/route-table.ts';

export function prefetchHome({ queryClient, queries }: PrefetchDeps) {
  return Promise.all([queryClient.ensureQueryData(queries.layout('home')), queryClient.ensureQueryData(queries.widgets('home'))]);
}

/** Home: the widgets of the stored layout, in layout order. */
export function HomeScreen() {
  const { queries } = useApi();
  const layout = useQuery(queries.layout('home'));
  const widgets = useQuery(queries.widgets('home'));
  if (!layout.data || !widgets.data) return null;
  return (
    <div data-screen="home">
      {layout.data.children.map((child) => {
        const widget = widgets.data[child.data.dataKey];
        return widget ? <pre key={child.id}>{widget.type}</pre> : null;
      })}
    </div>
  );
}
