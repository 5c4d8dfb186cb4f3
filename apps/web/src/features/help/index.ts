/** The help feature's public face: what other features may use. */
export { ArticleCards } from './components/article-cards';
export { HelpButton } from './components/help-button';
