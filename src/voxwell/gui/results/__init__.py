"""The results screen: charts of the measures against the transcript, the two-recording view, the
feature table, the Inspect tab, and exports (PDF included).
"""
