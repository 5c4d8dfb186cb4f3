/**
 * Opens a tab during the user's click and then points it at a URL that has to be fetched first: a
 * tab opened after an awaited call is what popup blockers stop. Resolves false when the browser
 * blocked it anyway (the caller says so); a failed fetch closes the blank tab and rejects.
 */
export async function openInNewTab(loadUrl: () => Promise<string>): Promise<boolean> {
  const tab = window.open('', '_blank');
  if (!tab) return false;
  tab.opener = null; // what 'noopener' would do; with it window.open gives no handle to the tab
  try {
    tab.location.href = await loadUrl();
    return true;
  } catch (error) {
    tab.close();
    throw error;
  }
}
