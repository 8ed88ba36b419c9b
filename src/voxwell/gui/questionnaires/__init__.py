"""The questionnaires screen: PHQ-9 and GAD-7 filled in by the clinician or sent to the patient's
own form.
"""
