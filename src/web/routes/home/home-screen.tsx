import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api-context.tsx';

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
