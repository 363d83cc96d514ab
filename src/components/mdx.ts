import Glossary from './Glossary.astro';
import SourceList from './SourceList.astro';

/**
 * Components every MDX page may use without importing them:
 * `<Glossary />`, `<SourceList kind="seed" />`.
 */
export const mdxComponents = { Glossary, SourceList };
