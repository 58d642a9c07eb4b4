/**
 * Every icon once, as <symbol>s of one hidden inline SVG: prerendered into index.html (outside the
 * app's root, web/src/prerender.tsx), so icons paint with the first paint and cost the app's
 * JavaScript only a reference each (Icons.tsx). The development server has no prerendered page: it
 * adds the sprite itself (web/src/main.tsx).
 */
import { ICON_PATHS, type IconName } from './icon-paths';
import { iconId } from './Icons';

export function IconSprite() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" className="icon-sprite">
      {Object.entries(ICON_PATHS).map(([name, path]) => (
        <symbol key={name} id={iconId(name as IconName)} viewBox="0 0 24 24">
          <path fill="currentColor" d={path.join(' ')} />
        </symbol>
      ))}
    </svg>
  );
}
